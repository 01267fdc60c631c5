import { call } from '../../api/client';
import { onSessionEnd } from '../../api/session';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

export type PushPermission = NotificationPermission | 'unsupported';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** VAPID keys travel as URL-safe base64; the Push API wants the raw bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

function toDeviceToken(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this browser with the server's VAPID key and registers it as the user's device. A
 * subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribePush(): Promise<void> {
  const [worker, { publicKey }] = await Promise.all([registration(), call('getPushKey')]);
  const key = base64UrlToBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const known = subscription !== null && readStorage(storageKeys.deviceToken) === subscription.endpoint;
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  if (known) return;
  await call('userDevice', { device_token: toDeviceToken(subscription) });
  writeStorage(storageKeys.deviceToken, subscription.endpoint);
}

/** Asks for permission (from a click, never on page load) and subscribes when it is given. */
export async function enablePush(): Promise<PushPermission> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await subscribePush();
  return permission;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const worker = await navigator.serviceWorker.getRegistration();
  return (await worker?.pushManager.getSubscription()) ?? null;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/** Logout: the server forgets the device while the token still works, then the browser drops the subscription. */
export async function unregisterPushDevice(): Promise<void> {
  const work = async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await call('deleteUserDevice', { device_token: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  // Logging out must never hang on a slow push service.
  await withTimeout(
    work().catch(() => undefined),
    3000,
  );
}

// A session that ends without a logout (a 401) cannot call the server any more; dropping the
// subscription makes the push service answer 410 next time, and the server then deletes the device.
onSessionEnd(() => {
  void currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
});
