import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { authorSchema } from './feed.js';

const id = rowId;

/** Follow or unfollow (a toggle). */
export const followUser = defineAction({
  name: 'followUser',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.object({ following: z.boolean() }),
});

export const blockuser = defineAction({
  name: 'blockuser',
  access: 'secured',
  input: z.object({ blocked_user_id: id }),
  output: z.object({ blocked: z.literal(true) }),
});

export const unblockUser = defineAction({
  name: 'unblockUser',
  access: 'secured',
  input: z.object({ blocked_user_id: id }),
  output: z.object({ blocked: z.literal(false) }),
});

/** The people the signed-in user has blocked, newest first. */
export const userBlocks = defineAction({
  name: 'userBlocks',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(authorSchema.extend({ blocked_user_id: z.number().int() })),
});

export const graphActions = { followUser, blockuser, unblockUser, userBlocks };
