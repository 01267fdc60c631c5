import { chatPreviewText, type Language } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { texts } from '../../i18n/texts.js';
import { reachable } from './attention.js';
import { presentMember } from '../../presenters/chat.js';
import { pushJob } from './notify.js';
import type { PushMessage } from './push.js';

/** Job: push a stored chat message to those of its recipients with no tab open. */
export const chatPushJob = 'chat.push';

export interface ChatPushJob {
  channelId: number;
  senderId: number;
  /** The message's text, for the push of a first unread message. */
  content: string;
  /** The members told of it in their inbox (never a request's recipient, nor anyone in a block with the sender). */
  recipients: number[];
}

/**
 * One notification per conversation: its tag (on the device) and topic (at the push service, while undelivered)
 * name the channel, so each push replaces the last, saying how many are unread by then. Tapping it opens the chat.
 */
async function chatPushes(services: Services, job: ChatPushJob): Promise<PushMessage[]> {
  const { repos, presence } = services;
  const online = await Promise.all(job.recipients.map((id) => presence.isOnline(id)));
  const away = job.recipients.filter((_id, i) => !online[i]);
  // Not to those who muted the sender or turned chat pushes off (services/attention/attention.ts).
  const wants = await reachable(
    services,
    away.map((recipientId) => ({
      recipientId,
      actorId: job.senderId,
      kind: 'chat' as const,
      channel: 'push' as const,
    })),
  );
  const wanting = away.filter((_id, i) => wants[i]);
  if (!wanting.length) return [];
  const [devices, people] = await Promise.all([
    repos.devices.forUsers(wanting),
    repos.users.byIds([job.senderId, ...wanting]),
  ]);
  const sender = people.find((u) => u.id === job.senderId);
  if (!sender) return [];
  const name = presentMember(sender).fullname ?? '';
  const pushes: PushMessage[] = [];
  for (const userId of wanting) {
    const mine = devices.filter((d) => d.userId === userId);
    const user = people.find((u) => u.id === userId);
    if (!mine.length || !user) continue;
    const count = await repos.chat.unreadIn(job.channelId, userId);
    // Read meanwhile (on another device): nothing to tell.
    if (count === 0) continue;
    const lang = user.language as Language;
    const body =
      count > 1
        ? texts().t(lang, 'notifications', 'chatPush.many', { count, name })
        : texts().t(lang, 'notifications', 'chatPush.one', { name, text: chatPreviewText(job.content) });
    const payload = JSON.stringify({
      title: 'Gamefolk',
      body,
      url: `/messages?c=${job.channelId}`,
      tag: `chat${job.channelId}`,
    });
    for (const device of mine) pushes.push({ endpoint: device.endpoint, payload, topic: `chat${job.channelId}` });
  }
  return pushes;
}

/** A `chatPushJob` (run by jobs/index.ts): one push per device of those of its recipients who may be reached. */
export async function pushChat(services: Services, job: ChatPushJob) {
  const pushes = await chatPushes(services, job);
  if (!pushes.length) return;
  await services.jobs.sendMany(pushJob, pushes);
  services.jobs.wake(pushJob);
}
