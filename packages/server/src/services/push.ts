import https from 'node:https';
import type { Language, Notification } from '@gamefolk/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../config.js';
import type { Repositories } from '../db/repositories/index.js';
import type { Presence } from '../realtime/presence.js';
import { pushText } from './push-text.js';

export interface PushService {
  readonly publicKey: string;
  /** Sends the notification to the user's devices when no tab of theirs is open. */
  toOffline(userId: number, notification: Notification): Promise<void>;
}

interface Deps {
  config: Config;
  repos: Repositories;
  presence: Presence;
  log: FastifyBaseLogger;
}

/** VAPID keys come from the settings, or are generated once and kept in the database for every instance. */
export async function createPush({ config, repos, presence, log }: Deps): Promise<PushService> {
  const keys =
    config.push.publicKey && config.push.privateKey
      ? { publicKey: config.push.publicKey, privateKey: config.push.privateKey }
      : await repos.settings.getOrCreate('vapid', () => webpush.generateVAPIDKeys());
  const vapidDetails = { subject: config.push.subject, ...keys };
  const agent = config.push.ca ? new https.Agent({ ca: config.push.ca }) : undefined;

  return {
    publicKey: keys.publicKey,
    async toOffline(userId, notification) {
      if (await presence.isOnline(userId)) return;
      const [devices, user] = await Promise.all([repos.devices.forUser(userId), repos.users.findById(userId)]);
      if (!devices.length || !user) return;
      const payload = JSON.stringify({
        title: 'Gamefolk',
        body: pushText(notification, user.language as Language),
        // Straight to the post when there is one; otherwise the notifications list.
        url: notification.post
          ? `/shared/${notification.post.is_deleted ? 'undefined' : notification.post.share}`
          : '/notifications',
        tag: `n${notification.id}`,
      });
      await Promise.all(
        devices.map(async (device) => {
          try {
            await webpush.sendNotification(device.subscription, payload, {
              TTL: 3600,
              urgency: 'normal',
              vapidDetails,
              agent,
            });
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            // The push service says the subscription is gone for good.
            if (status === 404 || status === 410) await repos.devices.removeEndpoint(device.endpoint);
            else log.warn({ status }, 'push delivery failed');
          }
        }),
      );
    },
  };
}
