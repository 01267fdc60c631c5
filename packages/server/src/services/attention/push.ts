import type { Language, Notification } from '@gamefolk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { Presence } from '../../realtime/presence.js';
import { isPushEndpointAllowed, pushAgent } from './push-endpoints.js';
import { pushText } from './push-text.js';

/** One push for one device: what the job queue carries (the subscription's keys stay in the devices table). */
export interface PushMessage {
  endpoint: string;
  payload: string;
  /** Web Push `Topic`: a push not yet delivered is replaced by the next with the same topic (one per chat). */
  topic?: string;
}

export interface PushService {
  readonly publicKey: string;
  /**
   * The pushes to send for notifications just made: one per device of each recipient's, none for a recipient with a
   * tab open. Three lookups in all, however many recipients.
   */
  forOffline(notifications: { userId: number; notification: Notification }[]): Promise<PushMessage[]>;
  /**
   * Sends one push. Throws when it is worth trying again (the push service is down or busy); a subscription the
   * push service says is gone for good is forgotten instead.
   */
  send(message: PushMessage): Promise<void>;
}

interface Deps {
  config: Config;
  repos: Repositories;
  presence: Presence;
  log: FastifyBaseLogger;
}

/** web-push is imported on first use (a first start's keys, the first push), not by every start. */
const webPush = async () => (await import('web-push')).default;

/** VAPID keys come from the settings, or are generated once and kept in the database for every instance. */
export async function createPush({ config, repos, presence, log }: Deps): Promise<PushService> {
  const keys =
    config.push.publicKey && config.push.privateKey
      ? { publicKey: config.push.publicKey, privateKey: config.push.privateKey }
      : await repos.settings.getOrCreate('vapid', async () => (await webPush()).generateVAPIDKeys());
  const vapidDetails = { subject: config.push.subject, ...keys };
  // Connects only to public addresses: an endpoint's host may resolve elsewhere now than when it was registered.
  const agent = pushAgent(config.push);

  return {
    publicKey: keys.publicKey,
    async forOffline(notifications) {
      const ids = [...new Set(notifications.map((n) => n.userId))];
      const online = await Promise.all(ids.map((id) => presence.isOnline(id)));
      const offline = ids.filter((_id, i) => !online[i]);
      const [devices, users] = await Promise.all([repos.devices.forUsers(offline), repos.users.byIds(offline)]);
      const language = new Map(users.map((u) => [u.id, u.language as Language]));
      return notifications.flatMap(({ userId, notification }) => {
        const mine = devices.filter((d) => d.userId === userId);
        if (!mine.length || !language.has(userId)) return [];
        const payload = JSON.stringify({
          title: 'Gamefolk',
          body: pushText(notification, language.get(userId)!),
          // Straight to the post when there is one; otherwise the notifications list.
          url: notification.post
            ? `/shared/${notification.post.is_deleted ? 'undefined' : notification.post.share}`
            : '/notifications',
          tag: `n${notification.id}`,
        });
        return mine.map((device) => ({ endpoint: device.endpoint, payload }));
      });
    },
    async send({ endpoint, payload, topic }) {
      // Removed since (the user signed out of that browser): nothing to send.
      const device = await repos.devices.byEndpoint(endpoint);
      if (!device) return;
      // Registered before the endpoint rules, or against older settings: forgotten, never sent to.
      if (!isPushEndpointAllowed(endpoint, config.push)) {
        await repos.devices.removeEndpoint(endpoint);
        return;
      }
      try {
        const webpush = await webPush();
        await webpush.sendNotification(device.subscription, payload, {
          TTL: 3600,
          urgency: 'normal',
          ...(topic && { topic }),
          vapidDetails,
          agent,
        });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await repos.devices.removeEndpoint(endpoint);
          return;
        }
        // Any other refusal (a 4xx about our request) will not change by trying again.
        if (status && status >= 400 && status < 500 && status !== 429) {
          log.warn({ status }, 'push refused');
          return;
        }
        throw error;
      }
    },
  };
}
