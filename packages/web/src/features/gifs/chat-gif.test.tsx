import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { MessageBubble } from '../chat/MessageBubble';
import type { ShownMessage } from '../chat/merge';

beforeAll(initTestI18n);

const message = (content: string): ShownMessage => ({
  id: 1,
  chatchannelId: 1,
  channelId: 1,
  userId: 1,
  message: { user: { id: 1 }, content },
  contentMessage: content,
  created_at: '2026-11-27T12:00:00Z',
  updated_at: '2026-11-27T12:00:00Z',
  status: 'sent',
});

describe('a GIF sent in chat', () => {
  it('shows as the GIF when the message is only its GIPHY address, as text otherwise', () => {
    const gif = 'https://media2.giphy.com/media/abc/giphy.gif?cid=1&rid=giphy.gif&ct=g';
    renderWithApp(
      <ul>
        <MessageBubble message={message(gif)} mine onRetry={() => {}} />
        <MessageBubble message={message('https://tracker.example.com/x.gif')} mine={false} onRetry={() => {}} />
      </ul>,
    );
    expect(screen.getByRole('img', { name: 'GIF' }).getAttribute('src')).toBe(gif);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('https://tracker.example.com/x.gif')).toBeTruthy();
  });
});
