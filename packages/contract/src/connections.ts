import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { authorSchema } from './feed.js';
import { pageSizes } from './limits.js';
import { wireCodes } from './wire-codes.js';

/** A connection request moves sent → cancelled | approved | rejected, and approved → removed. */
export const connectionStatuses = ['sent', 'cancelled', 'approved', 'rejected', 'removed'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

const id = rowId;

export const connectionRequestSchema = z.object({
  request_id: z.number().int(),
  status: z.enum(connectionStatuses),
  follower_user_id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
  created_at: z.string(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

export const connectionRequest = defineAction({
  name: 'connectionRequest',
  access: 'secured',
  input: z.object({ userId: id }),
  output: connectionRequestSchema,
});

export const cancelRequest = defineAction({
  name: 'cancelRequest',
  access: 'secured',
  input: z.object({ request_id: id }),
  output: z.object({ request_id: z.number().int(), status: z.literal('cancelled') }),
});

/** `status` 1 approves, 2 rejects on the wire (as the notification list sends them); `approve` or `reject` past it. */
export const requestAnswerWire = wireCodes({ 1: 'approve', 2: 'reject' } as const);
export type RequestAnswer = z.output<typeof requestAnswerWire.schema>;

export const answerRequest = defineAction({
  name: 'answerRequest',
  access: 'secured',
  input: z.object({ request_id: id, status: requestAnswerWire.schema }),
  output: z.object({ request_id: z.number().int(), status: z.enum(['approved', 'rejected']) }),
});

export const removeConnection = defineAction({
  name: 'removeConnection',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.object({ removed: z.literal(true) }),
});

/** Where the signed-in user stands with another: nothing, a request either way, or connected. */
export const checkRequest = defineAction({
  name: 'checkRequest',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.object({
    state: z.enum(['none', 'sent', 'received', 'connected']),
    request_id: z.number().int().nullable(),
  }),
});

/** Requests waiting for the signed-in user's answer, newest first. */
export const getConnectionRequests = defineAction({
  name: 'getConnectionRequests',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(connectionRequestSchema),
});

export const connectionRequestDetail = defineAction({
  name: 'connectionRequestDetail',
  access: 'secured',
  input: z.object({ request_id: id }),
  output: connectionRequestSchema,
});

export const getUserConnections = defineAction({
  name: 'getUserConnections',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.object({ userIds: z.array(z.number().int()), count: z.number().int() }),
});

const detailInput = z.object({
  userIds: z.array(id).max(1000),
  page: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(pageSizes.followerDetail).default(pageSizes.followerDetail),
});

export const connectionDetail = defineAction({
  name: 'connectionDetail',
  access: 'secured',
  input: detailInput,
  output: z.array(authorSchema),
});

export const getUserFollowers = defineAction({
  name: 'getUserFollowers',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.object({
    followers: z.array(z.number().int()),
    following: z.array(z.number().int()),
    isFollowing: z.boolean(),
  }),
});

export const followerDetail = defineAction({
  name: 'followerDetail',
  access: 'secured',
  input: detailInput,
  output: z.array(authorSchema),
});

export const searchResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
  /** 1 user, 2 organization. */
  type: z.union([z.literal(1), z.literal(2)]),
});

export const searchUser = defineAction({
  name: 'searchUser',
  access: 'secured',
  input: z.object({ name: z.string().trim().min(4, { error: 'searchTooShort' }).max(60, { error: 'textTooLong' }) }),
  output: z.array(searchResultSchema),
});

export const connectionActions = {
  connectionRequest,
  cancelRequest,
  answerRequest,
  removeConnection,
  checkRequest,
  getConnectionRequests,
  connectionRequestDetail,
  getUserConnections,
  connectionDetail,
  getUserFollowers,
  followerDetail,
  searchUser,
};
