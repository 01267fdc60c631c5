import { z } from 'zod';
import { defineAction } from './action.js';
import { languages } from './limits.js';
import * as rules from './rules.js';

/** The signed-in user as spec section 3 lists it; later issues fill personals, accessories and system. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  fullname: z.string(),
  language: z.enum(languages),
  email: z.string().nullable(),
  manager: z.boolean(),
  photoUrl: z.string().nullable(),
  userPhotos: z.array(z.object({ profile_photo: z.string() })),
  is_frozen: z.boolean(),
  /** The Game Actor Plus plan right now (null: free), and when the paid time ends (`user` only). */
  premium: z.enum(['premium', 'premiumPlus']).nullable().optional(),
  premiumEndsAt: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What a sign-in answers once the player is in. */
export const signedInSchema = z.object({ token: z.string(), user: userSchema });

/**
 * What a sign-in (password, Google, Steam) answers for an account with TOTP: no token yet, but a ticket that
 * `authSecondFactor` trades, with a code, for what the sign-in would have answered (`signedInSchema`).
 */
export const secondFactorAskedSchema = z.object({ secondFactor: z.literal(true), ticket: z.string() });
export type SecondFactorAsked = z.infer<typeof secondFactorAskedSchema>;

const ok = <K extends string>(key: K) => z.object({ [key]: z.literal(true) } as { [P in K]: z.ZodLiteral<true> });

export const registerInput = rules.withConfirmation(
  {
    username: rules.username,
    email: rules.email,
    password: rules.password,
    passwordConfirm: z.string({ error: 'fieldRequired' }),
    first_name: rules.shortText.optional(),
    last_name: rules.shortText.optional(),
    language: rules.language.optional(),
  },
  'password',
  'passwordConfirm',
);

export const register = defineAction({
  name: 'register',
  access: 'open',
  input: registerInput,
  output: z.object({ id: z.number().int(), username: z.string() }),
});

export const namecheck = defineAction({
  name: 'namecheck',
  access: 'open',
  input: z.object({ name: rules.username }),
  output: z.object({ available: z.boolean() }),
});

export const activateUser = defineAction({
  name: 'activateUser',
  access: 'open',
  input: z.object({ token: rules.linkKey }),
  output: ok('activated'),
});

export const auth = defineAction({
  name: 'auth',
  access: 'open',
  input: z.object({
    login: z
      .string({ error: 'fieldRequired' })
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(254, { error: 'badCredentials' }),
    password: z
      .string({ error: 'fieldRequired' })
      .min(1, { error: 'fieldRequired' })
      .max(128, { error: 'badCredentials' }),
  }),
  output: z.union([signedInSchema, secondFactorAskedSchema]),
});

export const changeRequest = defineAction({
  name: 'changeRequest',
  access: 'open',
  input: z.object({ email: rules.email }),
  output: ok('requested'),
});

export const changePassword = defineAction({
  name: 'changePassword',
  access: 'open',
  input: rules.withConfirmation(
    { new_password: rules.password, passwordConfirm: z.string().optional(), change_token: rules.linkKey },
    'new_password',
    'passwordConfirm',
  ),
  output: ok('changed'),
});

export const loginWithGoogle = defineAction({
  name: 'loginWithGoogle',
  access: 'open',
  input: z.object({
    credential: z
      .string({ error: 'fieldRequired' })
      .min(1, { error: 'fieldRequired' })
      .max(8192, { error: 'googleLoginFailed' }),
    language: rules.language.optional(),
  }),
  output: z.union([z.object({ token: z.string(), user: userSchema, created: z.boolean() }), secondFactorAskedSchema]),
});

export const user = defineAction({
  name: 'user',
  access: 'secured',
  input: z.object({}).optional(),
  output: userSchema,
});

export const logout = defineAction({
  name: 'logout',
  access: 'secured',
  input: z.object({}).optional(),
  output: ok('loggedOut'),
});

export const createLoginRequest = defineAction({
  name: 'createLoginRequest',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ change_token: z.string(), expires_at: z.string() }),
});

export const saveUserLanguage = defineAction({
  name: 'saveUserLanguage',
  access: 'secured',
  input: z.object({ language: rules.language }),
  output: z.object({ language: z.enum(languages) }),
});

/**
 * Which sign-in providers this server has keys for, so the screens offer only those (and Google's client id);
 * `gifs`: whether GIPHY is configured (the editors' GIF button).
 */
export const getAuthProviders = defineAction({
  name: 'getAuthProviders',
  access: 'open',
  input: z.object({}).optional(),
  output: z.object({
    google: z.boolean(),
    steam: z.boolean(),
    googleClientId: z.string().nullable(),
    gifs: z.boolean(),
  }),
});

export const accountActions = {
  register,
  namecheck,
  activateUser,
  auth,
  changeRequest,
  changePassword,
  loginWithGoogle,
  user,
  logout,
  createLoginRequest,
  saveUserLanguage,
  getAuthProviders,
};
