import { z } from 'zod';
import { defineAction } from './action.js';
import { authorSchema } from './feed.js';
import { limits, pageSizes } from './limits.js';
import { wireCodes } from './wire-codes.js';

export const lobbyTypes = ['individual', 'team'] as const;
export type LobbyType = (typeof lobbyTypes)[number];

/** `full` is the server's to set: the owner closes and reopens, approvals fill. */
export const lobbyStatuses = ['open', 'full', 'closed'] as const;
export type LobbyStatus = (typeof lobbyStatuses)[number];

export const applicationStatuses = ['pending', 'approved', 'rejected', 'removed'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The largest group a lobby looks for (members besides its owner). */
export const lobbyMaxMembers = 100;

const id = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int()
  .positive()
  .max(2_147_483_647);
/** A filter value from `getFilters`, or free text for games without a list. PostgreSQL text cannot hold NUL. */
const choice = z
  .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .trim()
  .max(limits.shortText, { error: 'textTooLong' })
  .refine((v) => !v.includes('\u0000'), { error: 'invalidInput' });
const members = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int({ error: 'invalidInput' });
const description = z
  .string({ error: 'invalidInput' })
  .trim()
  .max(limits.longText, { error: 'textTooLong' })
  .refine((v) => !v.includes('\u0000'), { error: 'invalidInput' });

export const lobbyFiltersSchema = z.object({
  servers: z.array(z.string()),
  ranks: z.array(z.string()),
  roles: z.array(z.string()),
});
export type LobbyFilters = z.infer<typeof lobbyFiltersSchema>;

export const getFilters = defineAction({
  name: 'getFilters',
  access: 'secured',
  input: z.object({ id }),
  output: lobbyFiltersSchema,
});

const lobbyFields = {
  gameId: id,
  server: choice.min(1, { error: 'fieldRequired' }),
  minLevel: z.number({ error: 'invalidInput' }).int().min(0).max(10_000).nullish(),
  rank: choice.nullish(),
  role: choice.nullish(),
  /** Members besides the owner: players for an individual lobby, teams for a team lobby. */
  minMembers: members.min(1, { error: 'lobbyMinMembers' }).max(lobbyMaxMembers, { error: 'lobbyMaxMembers' }),
  maxMembers: members.min(1, { error: 'lobbyMinMembers' }).max(lobbyMaxMembers, { error: 'lobbyMaxMembers' }),
  description: description.default(''),
  type: z.enum(lobbyTypes, { error: 'invalidInput' }).default('individual'),
};
const minNotAboveMax = (v: { minMembers: number; maxMembers: number }) => v.minMembers <= v.maxMembers;
const minAboveMax = { error: 'lobbyMinAboveMax' as const, path: ['maxMembers'] };

export const lobbyGameSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), icon: z.string() });

export const lobbyOrganizationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
});

export const lobbySchema = z.object({
  id: z.number().int(),
  game: lobbyGameSchema,
  server: z.string(),
  minLevel: z.number().int().nullable(),
  rank: z.string().nullable(),
  role: z.string().nullable(),
  minMembers: z.number().int(),
  maxMembers: z.number().int(),
  /** Approved members besides the owner. */
  memberCount: z.number().int(),
  description: z.string(),
  type: z.enum(lobbyTypes),
  status: z.enum(lobbyStatuses),
  owner: authorSchema,
  /** The owner's rank in this game as Riot reports it (League or Valorant), written as `rank` is; null otherwise. */
  ownerVerifiedRank: z.string().nullable(),
  /** Pinned by a Premium Plus owner: listed first in search (docs/api.md, "Premium"). */
  pinned: z.boolean().optional(),
  created_at: z.string(),
  /** The viewer's place: owner, an application of theirs (with its status), or nothing. */
  me: z.object({
    isOwner: z.boolean(),
    application: z.object({ id: z.number().int(), status: z.enum(applicationStatuses) }).nullable(),
  }),
});
export type Lobby = z.infer<typeof lobbySchema>;

export const createLobby = defineAction({
  name: 'createLobby',
  access: 'secured',
  input: z.object(lobbyFields).refine(minNotAboveMax, minAboveMax),
  output: lobbySchema,
});

export const updateLobby = defineAction({
  name: 'updateLobby',
  access: 'secured',
  input: z
    .object({
      id,
      ...lobbyFields,
      /** The owner closes a lobby to new applications, or opens it again. */
      status: z.enum(['open', 'closed'], { error: 'invalidInput' }).optional(),
    })
    .refine(minNotAboveMax, minAboveMax),
  output: lobbySchema,
});

export const deleteLobby = defineAction({
  name: 'deleteLobby',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ deleted: z.literal(true) }),
});

export const lobbyMemberSchema = z.object({
  /** The approved application that made them a member; null for the owner. */
  applicationId: z.number().int().nullable(),
  user: authorSchema,
  organization: lobbyOrganizationSchema.nullable(),
  isOwner: z.boolean(),
  /** A verified rank from a linked game account, when the game accounts feature provides one. */
  rank: z.string().nullable(),
});
export type LobbyMember = z.infer<typeof lobbyMemberSchema>;

export const lobbyDetailSchema = lobbySchema.extend({ members: z.array(lobbyMemberSchema) });
export type LobbyDetail = z.infer<typeof lobbyDetailSchema>;

export const getLobbyById = defineAction({
  name: 'getLobbyById',
  access: 'secured',
  input: z.object({ id }),
  output: lobbyDetailSchema,
});

/** A search's `status`: 0 open, 1 full, 2 closed on the wire (the spec's numbers), a lobby status past the contract. */
export const lobbyStatusWire = wireCodes({ 0: 'open', 1: 'full', 2: 'closed' } as const satisfies Record<
  number,
  LobbyStatus
>);

export const searchLobby = defineAction({
  name: 'searchLobby',
  access: 'secured',
  input: z.object({
    page: z.number({ error: 'invalidInput' }).int().min(0).max(10_000).default(0),
    limit: z.number({ error: 'invalidInput' }).int().min(1).max(pageSizes.lobby).default(pageSizes.lobby),
    only_follow: z.boolean({ error: 'invalidInput' }).default(false),
    status: lobbyStatusWire.schema.default('open'),
    filters: z
      .object({
        gameId: id.optional(),
        server: choice.optional(),
        rank: choice.optional(),
        role: choice.optional(),
        type: z.enum(lobbyTypes, { error: 'invalidInput' }).optional(),
        /** Only lobbies whose owner's rank in the game is verified by a linked Riot account. */
        verifiedOnly: z.boolean({ error: 'invalidInput' }).optional(),
        text: z
          .string({ error: 'invalidInput' })
          .trim()
          .max(limits.shortText * 2, { error: 'textTooLong' })
          .refine((v) => !v.includes('\u0000'), { error: 'invalidInput' })
          .optional(),
      })
      .default({}),
  }),
  output: z.object({ rows: z.array(lobbySchema), total_rows: z.number().int(), page: z.number().int() }),
});

export const getMyLobbies = defineAction({
  name: 'getMyLobbies',
  access: 'secured',
  input: z.object({}).optional(),
  /** Lobbies I own, then those I am an approved member of; newest first. */
  output: z.array(lobbySchema),
});

export const lobbyApplicationSchema = z.object({
  id: z.number().int(),
  lobbyId: z.number().int(),
  status: z.enum(applicationStatuses),
  description: z.string(),
  applicant: authorSchema,
  /** The team applying, for a team lobby. */
  organization: lobbyOrganizationSchema.nullable(),
  /** The applicant's rank in the lobby's game as Riot reports it (League or Valorant); null otherwise. */
  verifiedRank: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LobbyApplication = z.infer<typeof lobbyApplicationSchema>;

export const applyLobby = defineAction({
  name: 'applyLobby',
  access: 'secured',
  input: z.object({
    id,
    Description: description.default(''),
    /** For a team lobby: the organization applying, whose founder or admin the caller is. */
    organizationId: id.optional(),
  }),
  output: lobbyApplicationSchema,
});

export const getLobbyApplications = defineAction({
  name: 'getLobbyApplications',
  access: 'secured',
  input: z.object({ id }),
  output: z.array(lobbyApplicationSchema),
});

export const getMyApplications = defineAction({
  name: 'getMyApplications',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(lobbyApplicationSchema.extend({ lobby: lobbySchema.nullable() })),
});

export const updateLobbyApplication = defineAction({
  name: 'updateLobbyApplication',
  access: 'secured',
  input: z.object({ id, description }),
  output: lobbyApplicationSchema,
});

export const deleteLobbyApplication = defineAction({
  name: 'deleteLobbyApplication',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ deleted: z.literal(true) }),
});

/** The owner's answer: `status` 1 approves, 2 rejects on the wire; `approve` or `reject` past the contract. */
export const applicationAnswerWire = wireCodes({ 1: 'approve', 2: 'reject' } as const);
export type ApplicationAnswer = z.output<typeof applicationAnswerWire.schema>;

export const answerLobbyApplication = defineAction({
  name: 'answerLobbyApplication',
  access: 'secured',
  input: z.object({ id, status: applicationAnswerWire.schema }),
  output: lobbyApplicationSchema,
});

/** A member leaves (the lobby's id). */
export const leaveLobby = defineAction({
  name: 'leaveLobby',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ left: z.literal(true) }),
});

/** The owner removes a member (the approved application's id), who cannot apply again until readmitted. */
export const removeLobbyMember = defineAction({
  name: 'removeLobbyMember',
  access: 'secured',
  input: z.object({ id }),
  output: lobbyApplicationSchema,
});

/** The owner lets a removed player apply again (the removed application's id): the application is gone. */
export const readmitLobbyMember = defineAction({
  name: 'readmitLobbyMember',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ readmitted: z.literal(true) }),
});

export const lobbyActions = {
  getFilters,
  createLobby,
  updateLobby,
  deleteLobby,
  getLobbyById,
  searchLobby,
  getMyLobbies,
  applyLobby,
  getLobbyApplications,
  getMyApplications,
  updateLobbyApplication,
  deleteLobbyApplication,
  answerLobbyApplication,
  leaveLobby,
  removeLobbyMember,
  readmitLobbyMember,
};
