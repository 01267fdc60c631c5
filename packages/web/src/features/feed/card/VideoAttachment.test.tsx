import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { VideoAttachment } from './VideoAttachment';

beforeAll(initTestI18n);

describe('VideoAttachment', () => {
  it.each([
    ['ready', { status: 'ready', url: '/files/abc_p.mp4', posterUrl: '/files/abc_p.jpg' }],
    ['failed', { status: 'failed' }],
  ] as const)('plays in the post on an iPhone instead of going full screen (%s variant)', (_, variant) => {
    const { container } = renderWithApp(
      <VideoAttachment video={{ type: 'video', attachmentUrl: '/files/abc.mov', variant }} />,
    );
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
  });
});
