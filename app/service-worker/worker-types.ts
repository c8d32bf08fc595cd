// The few service-worker types the worker uses (the project's TypeScript library is the DOM's).
import type { ShownNotification, WindowClientLike } from './notifications';

export interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchingEvent extends WaitingEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
export interface MessageFromPage extends WaitingEvent {
  data: unknown;
}
export interface PushingEvent extends WaitingEvent {
  data: { json(): unknown } | null;
}
export interface NotificationTap extends WaitingEvent {
  notification: { data: unknown; close(): void };
}
export interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: ShownNotification['options']): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchingEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'push', listener: (event: PushingEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationTap) => void): void;
}
