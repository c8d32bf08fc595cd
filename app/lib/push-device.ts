// This browser's side of push (the server's is domain/push/): whether it can, its subscription,
// and turning it on. Browser-only; called from a tap, never on load, so the permission prompt
// only ever answers something the person asked for.
import type { NotificationKind } from './notification-kinds';
import { callApi } from './api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's subscription, if it has one (no worker registered: none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the device can do now, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * After the person's tap: asks the permission, subscribes through the site's worker (registering
 * it if this is its first page) and stores the subscription for `kinds`. Answers the state after.
 */
export async function turnOnPush(kinds: readonly NotificationKind[]): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const keyAnswer = await callApi('/api/push/key');
  const publicKey = keyAnswer.body?.publicKey;
  if (!keyAnswer.ok || typeof publicKey !== 'string') throw new Error(`The push key could not be read (${keyAnswer.status}).`);
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const stored = await callApi('/api/push/subscriptions', { method: 'POST', json: { ...subscription.toJSON(), kinds } });
  if (!stored.ok) throw new Error(`The subscription was refused (${stored.status}).`);
  return 'on';
}
