/**
 * The chat socket of one open channel, as its window shows it (`status.<kind>` in the chat locale). It is the
 * app's live socket underneath (api/live-status.ts holds the transitions); `attempt` counts consecutive failures,
 * and `closed` is final for that socket: the user closed the chat, or the server refused it.
 */
export type ChatSocketStatus =
  | { kind: 'connecting'; attempt: number }
  | { kind: 'ready' }
  | { kind: 'reconnecting'; attempt: number; delayMs: number }
  | { kind: 'closed'; reason: 'stopped' | 'refused' };

export const initialChatStatus: ChatSocketStatus = { kind: 'connecting', attempt: 0 };
