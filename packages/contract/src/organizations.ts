import { z } from 'zod';
import { defineAction } from './action.js';
import { authorSchema } from './feed.js';
import { limits, pageSizes } from './limits.js';
import { wireFlag } from './wire-codes.js';
import * as rules from './rules.js';

/** Category ids as the spec lists them. */
export const organizationCategories = [
  { id: 1, key: 'esportTeam' },
  { id: 2, key: 'news' },
  { id: 3, key: 'entertainment' },
  { id: 4, key: 'brand' },
  { id: 5, key: 'contentCreators' },
] as const;

const id = rules.rowId;
const orgId = { organizationId: id };
const fileUrl = z.string().regex(/^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/, { error: 'invalidInput' });
const website = z
  .string()
  .trim()
  .max(limits.longText, { error: 'textTooLong' })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), { error: 'invalidInput' });

export const organizationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  category_id: z.number().int(),
  description: z.string().nullable(),
  logo_url: z.string(),
  banner: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  founder_id: z.number().int(),
  userId: z.number().int(),
  memberCount: z.number().int(),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  /** The signed-in user's place in it, if any. */
  me: z
    .object({
      status: z.enum(['invited', 'member']),
      role: z.string().nullable(),
      isManager: z.boolean(),
      isFounder: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationCardSchema = organizationSchema.pick({
  id: true,
  code: true,
  name: true,
  logo_url: true,
  category_id: true,
});

export const memberSchema = authorSchema.extend({
  role: z.string().nullable(),
  isManager: z.boolean(),
  isMember: z.boolean(),
  isFounder: z.boolean(),
});

const editable = {
  description: rules.longText.optional(),
  banner: fileUrl.nullable().optional(),
  website: website.optional(),
  address: rules.longText.optional(),
};

export const getCategories = defineAction({
  name: 'getCategories',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(z.object({ id: z.number().int(), key: z.string() })),
});

/** The code a name would get, and whether it is free as it stands. */
export const checkOrganizationCode = defineAction({
  name: 'checkOrganizationCode',
  access: 'secured',
  input: z.object({
    name: z.string().trim().min(1, { error: 'fieldRequired' }).max(limits.shortText, { error: 'textTooLong' }),
  }),
  output: z.object({ code: z.string(), available: z.boolean() }),
});

export const createOrganization = defineAction({
  name: 'createOrganization',
  access: 'secured',
  input: z.object({
    name: z
      .string({ error: 'fieldRequired' })
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(limits.shortText, { error: 'textTooLong' }),
    country: z.string({ error: 'fieldRequired' }).regex(/^[A-Z]{3}$/, { error: 'fieldRequired' }),
    category_id: z
      .number({ error: 'fieldRequired' })
      .int()
      .min(1, { error: 'invalidInput' })
      .max(5, { error: 'invalidInput' }),
    logo_url: fileUrl.optional(),
    ...editable,
  }),
  output: organizationSchema,
});

export const updateOrganization = defineAction({
  name: 'updateOrganization',
  access: 'secured',
  input: z.object({
    ...orgId,
    country: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'invalidInput' })
      .optional(),
    category_id: z.number().int().min(1).max(5).optional(),
    logo_url: fileUrl.optional(),
    ...editable,
  }),
  output: organizationSchema,
});

export const deleteorganization = defineAction({
  name: 'deleteorganization',
  access: 'secured',
  input: z.object(orgId),
  output: z.object({ deleted: z.literal(true) }),
});

/** An organization by its code (or its username: the code). */
export const organizationCode = defineAction({
  name: 'organizationCode',
  access: 'secured',
  input: z.object({ code: z.string({ error: 'fieldRequired' }).trim().min(1).max(60) }),
  output: organizationSchema,
});

export const organizationId = defineAction({
  name: 'organizationId',
  access: 'secured',
  input: z.object({ id }),
  output: organizationSchema,
});

export const organizationsDetail = defineAction({
  name: 'organizationsDetail',
  access: 'secured',
  input: z.object({ organizationIds: z.array(id).max(100) }),
  output: z.array(organizationCardSchema),
});

export const organizationUsers = defineAction({
  name: 'organizationUsers',
  access: 'secured',
  input: z.object(orgId),
  output: z.array(
    z.object({
      userId: z.number().int(),
      role: z.string().nullable(),
      isManager: z.boolean(),
      isMember: z.boolean(),
      isFounder: z.boolean(),
    }),
  ),
});

export const organizationUsersDetail = defineAction({
  name: 'organizationUsersDetail',
  access: 'secured',
  input: z.object({ ...orgId, page: z.number().int().min(0).default(0), invited: z.boolean().default(false) }),
  output: z.array(memberSchema),
});

/** Founder and admins set a member's role text and admin flag, or remove them with isMember false. */
export const setUserOrganizationRole = defineAction({
  name: 'setUserOrganizationRole',
  access: 'secured',
  input: z.object({
    ...orgId,
    userIds: z.array(id).min(1).max(50),
    role: rules.shortText.nullable().optional(),
    isManager: z.boolean().optional(),
    isMember: z.boolean().default(true),
  }),
  output: z.array(memberSchema),
});

export const inviteToOrganization = defineAction({
  name: 'inviteToOrganization',
  access: 'secured',
  input: z.object({ ...orgId, userIds: z.array(id).min(1).max(50), role: rules.shortText.nullable().optional() }),
  output: z.object({ invited: z.array(z.number().int()) }),
});

export const answerOrganizationInvite = defineAction({
  name: 'answerOrganizationInvite',
  access: 'secured',
  input: z.object({ ...orgId, accept: z.boolean() }),
  output: z.object({ status: z.enum(['member', 'declined']) }),
});

export const leaveOrganization = defineAction({
  name: 'leaveOrganization',
  access: 'secured',
  input: z.object(orgId),
  output: z.object({ left: z.literal(true) }),
});

/** Irreversible: the new founder must be a member; the old founder stays on as an admin. */
export const transferOrganization = defineAction({
  name: 'transferOrganization',
  access: 'secured',
  input: z.object({ ...orgId, userId: id }),
  output: organizationSchema,
});

export const followOrganization = defineAction({
  name: 'followOrganization',
  access: 'secured',
  input: z.object(orgId),
  output: z.object({ following: z.boolean() }),
});

/** The user's organizations; with isManager 1 only those they manage (founder or admin). */
export const getUserOrganizations = defineAction({
  name: 'getUserOrganizations',
  access: 'secured',
  input: z.object({ userId: id.optional(), isManager: wireFlag.optional() }).optional(),
  output: z.array(
    organizationCardSchema.extend({ role: z.string().nullable(), isManager: z.boolean(), isFounder: z.boolean() }),
  ),
});

export const organizationFollowers = defineAction({
  name: 'organizationFollowers',
  access: 'secured',
  input: z.object({ ...orgId, page: z.number().int().min(0).default(0) }),
  output: z.array(authorSchema),
});

export const organizationPageSize = pageSizes.followerDetail;

export const organizationActions = {
  getCategories,
  checkOrganizationCode,
  createOrganization,
  updateOrganization,
  deleteorganization,
  organizationCode,
  organizationId,
  organizationsDetail,
  organizationUsers,
  organizationUsersDetail,
  setUserOrganizationRole,
  inviteToOrganization,
  answerOrganizationInvite,
  leaveOrganization,
  transferOrganization,
  followOrganization,
  getUserOrganizations,
  organizationFollowers,
};
