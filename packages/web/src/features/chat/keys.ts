export const chatKeys = {
  all: ['chat'] as const,
  channels: () => [...chatKeys.all, 'channels'] as const,
  messages: (channelId: number) => [...chatKeys.all, 'messages', channelId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};
