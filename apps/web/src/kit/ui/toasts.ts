import type { NotificationInstance } from 'antd/es/notification/interface';
import { notification as staticNotification } from 'antd';

/**
 * Alert toasts (spec 1 §2.5): antd notifications that vanish after 10 s (spec 1 §9).
 * The API client is not a component, so the themed instance from <App> is registered here
 * by <ToastBridge>; the static API is only a fallback before the first render.
 */
export const TOAST_SECONDS = 10;

/**
 * Where toasts stack: bottom right, above the map's attribution and the route widget's bar, so
 * they never cover the top bar's or a screen toolbar's buttons (issue 13 §3).
 */
export const TOAST_PLACEMENT = { placement: 'bottomRight', bottom: 80, maxCount: 5 } as const;

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
    placement: TOAST_PLACEMENT.placement,
  });
}

export function toastSuccess(text: string): void {
  api().success({ title: text, duration: TOAST_SECONDS, placement: TOAST_PLACEMENT.placement });
}

/** A notice that is neither success nor failure (a cancelled load, spec 3 §8). */
export function toastInfo(text: string): void {
  api().info({ title: text, duration: TOAST_SECONDS, placement: TOAST_PLACEMENT.placement });
}
