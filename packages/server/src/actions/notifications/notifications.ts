import { deleteUserDevice, getNotifications, getPushKey, readNotifications, userDevice } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { kindsOff } from '../../services/attention/attention.js';
import { notificationsOf } from '../../services/views/notification-view.js';
import { assertPushEndpointAllowed } from '../../services/attention/push-endpoints.js';
import { handle } from '../define.js';

/** Kinds the player turned off in the app are left out of the list and of the unread count. */
export const getNotificationsHandler = handle(getNotifications, async (_input, { services, session }) => {
  const off = await kindsOff(services, session.user.id, 'inApp');
  return notificationsOf(services, await services.repos.notifications.forUser(session.user.id, off));
});

/** Opening the panel marks the latest-updated unread notification read, and so every one before it; no id marks them all. */
export const readNotificationsHandler = handle(readNotifications, async (input, { services, session }) => {
  await services.repos.notifications.markRead(session.user.id, input?.id);
  const off = await kindsOff(services, session.user.id, 'inApp');
  return { unread: await services.repos.notifications.unreadCount(session.user.id, off) };
});

export const userDeviceHandler = handle(userDevice, async ({ device_token }, { services, session }) => {
  await assertPushEndpointAllowed(device_token.endpoint, services.config.push);
  const registered = await services.repos.devices.upsert(session.user.id, {
    endpoint: device_token.endpoint,
    keys: device_token.keys,
  });
  // Someone else's browser: taking it over would send their notifications here.
  if (!registered) throw new AppError('pushEndpointInvalid', 'device_token.endpoint');
  return { registered: true as const };
});

export const deleteUserDeviceHandler = handle(deleteUserDevice, async ({ device_token }, { services, session }) => ({
  removed: await services.repos.devices.remove(session.user.id, device_token.endpoint),
}));

export const getPushKeyHandler = handle(getPushKey, async (_input, { services }) => ({
  publicKey: services.push.publicKey,
}));
