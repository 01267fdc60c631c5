import { z } from 'zod';
import { defineAction } from './action.js';

/** GIFs found through GIPHY, asked of it by the server (which keeps the key) in the player's language. */

export const gifPageSize = 24;

export const gifSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What a post attaches: GIPHY's downsized rendition, on GIPHY's media hosts. */
  url: z.string(),
  /** A small rendition (200 px wide) for the picker's grid. */
  previewUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Gif = z.infer<typeof gifSchema>;

/** No `q` (or only spaces): GIPHY's trending GIFs. `next` is the offset of the following page, null at the end. */
export const searchGifs = defineAction({
  name: 'searchGifs',
  access: 'secured',
  input: z.object({
    q: z.string().max(50, { error: 'invalidInput' }).optional(),
    offset: z.number().int().min(0).max(4999).optional(),
  }),
  output: z.object({ rows: z.array(gifSchema), next: z.number().int().nullable() }),
});

export const gifActions = { searchGifs };
