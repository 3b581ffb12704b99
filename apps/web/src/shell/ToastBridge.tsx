import { useEffect } from 'react';
import { App } from 'antd';
import { registerNotificationInstance } from '../kit/ui/toasts';
import { setSessionDestroyedHandler } from '../kit/api/api';
import { logout } from '../kit/session/logout';

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
