import { useEffect } from 'react';
import { App } from 'antd';
import { registerNotificationInstance } from './toasts';
import { setSessionDestroyedHandler } from './api';
import { logout } from './session/logout';

/**
 * Connects the non-React parts of the shell to the React tree: the themed notification
 * instance for toasts, and sign-out for answers carrying session_destroy.
 */
export function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    registerNotificationInstance(notification);
    setSessionDestroyedHandler(() => void logout());
    return () => registerNotificationInstance(null);
  }, [notification]);
  return null;
}
