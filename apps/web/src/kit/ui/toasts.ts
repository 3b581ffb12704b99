import type { NotificationInstance } from 'antd/es/notification/interface';
import { notification as staticNotification } from 'antd';

/**
 * Alert toasts (spec 1 §2.5): antd notifications that vanish after 10 s (spec 1 §9).
 * The API client is not a component, so the themed instance from <App> is registered here
 * by <ToastBridge>; the static API is only a fallback before the first render.
 */
export const TOAST_SECONDS = 10;

let instance: NotificationInstance | null = null;

export function registerNotificationInstance(api: NotificationInstance | null): void {
  instance = api;
}

function api(): Pick<NotificationInstance, 'error' | 'success' | 'info'> {
  return instance ?? staticNotification;
}

export function toastError(text: string, title?: string): void {
  api().error({
    title: title ?? text,
    description: title ? text : undefined,
    duration: TOAST_SECONDS,
    placement: 'topRight',
  });
}

export function toastSuccess(text: string): void {
  api().success({ title: text, duration: TOAST_SECONDS, placement: 'topRight' });
}
