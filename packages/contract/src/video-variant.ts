import { z } from 'zod';

/**
 * An uploaded video's web variant: `/files/<key>_p.mp4` (H.264 + AAC, at most 720 px high, index first) and its
 * poster `/files/<key>_p.jpg`, made by a job after the upload. Until then `processing`; `failed` keeps the original.
 */
export const videoVariantSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('processing') }),
  z.object({ status: z.literal('failed') }),
  z.object({ status: z.literal('ready'), url: z.string(), posterUrl: z.string() }),
]);
export type VideoVariant = z.infer<typeof videoVariantSchema>;
