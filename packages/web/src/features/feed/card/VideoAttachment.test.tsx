import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { PostAttachments } from './PostAttachments';

// Issue 32: a posted video plays its web variant with its poster once made, says so while it is made, and keeps
// the original (saying so) when it could not be made.
beforeAll(initTestI18n);

const original = '/files/abcdefghijklmnopqrstuvwx.avi';
const video = (variant?: Parameters<typeof PostAttachments>[0]['attachments'][number]['variant']) =>
  renderWithApp(<PostAttachments attachments={[{ type: 'video', attachmentUrl: original, variant }]} />);

describe('a posted video', () => {
  it('plays the H.264 variant with its poster, loading nothing before play, once ready', () => {
    const { container } = video({
      status: 'ready',
      url: '/files/abcdefghijklmnopqrstuvwx_p.mp4',
      posterUrl: '/files/abcdefghijklmnopqrstuvwx_p.jpg',
    });
    const player = container.querySelector('video')!;
    expect(player.getAttribute('poster')).toBe('/files/abcdefghijklmnopqrstuvwx_p.jpg');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.getAttribute('src')).toBeNull();
    expect(player.querySelector('source')?.getAttribute('src')).toBe('/files/abcdefghijklmnopqrstuvwx_p.mp4');
    expect(player.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
  });

  it('says it is being processed, with no player yet', () => {
    const { container } = video({ status: 'processing' });
    expect(screen.getByRole('status')).toHaveTextContent('Processing video…');
    expect(container.querySelector('video')).toBeNull();
  });

  it('keeps the original when it could not be processed, and says so', () => {
    const { container } = video({ status: 'failed' });
    expect(container.querySelector('video')?.getAttribute('src')).toBe(original);
    expect(screen.getByText(/couldn't be processed/)).toBeVisible();
  });

  it('plays a video uploaded before variants as it was', () => {
    const { container } = video();
    expect(container.querySelector('video')?.getAttribute('src')).toBe(original);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it.each([
    ['ready', { status: 'ready', url: '/files/abcdefghijklmnopqrstuvwx_p.mp4', posterUrl: '/files/x_p.jpg' }],
    ['failed', { status: 'failed' }],
    ['no', undefined],
  ] as const)('plays in the post on an iPhone instead of going full screen (%s variant)', (_, variant) => {
    const { container } = video(variant);
    expect(container.querySelector('video')?.hasAttribute('playsinline')).toBe(true);
  });
});
