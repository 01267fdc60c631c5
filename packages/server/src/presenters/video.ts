import type { VideoVariant } from '@gamefolk/contract';

export type VariantStatus = VideoVariant['status'];

/** The stored names of a video's variant and poster. */
export function variantKeys(key: string) {
  const base = key.replace(/\.[a-z0-9]+$/, '');
  return { video: `${base}_p.mp4`, poster: `${base}_p.jpg` };
}

/** What answers say of a video's variant: its URLs once ready. */
export function presentVariant(key: string, status: VariantStatus): VideoVariant {
  if (status !== 'ready') return { status };
  const { video, poster } = variantKeys(key);
  return { status, url: `/files/${video}`, posterUrl: `/files/${poster}` };
}
