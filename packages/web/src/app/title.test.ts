import { describe, expect, it } from 'vitest';
import { titleWithUnread } from '../lib/title';

describe('titleWithUnread', () => {
  it('prefixes (1) while unread chats exist', () => {
    expect(titleWithUnread('Feed · Gamefolk', 0)).toBe('Feed · Gamefolk');
    expect(titleWithUnread('Feed · Gamefolk', 3)).toBe('(1) Feed · Gamefolk');
  });
});
