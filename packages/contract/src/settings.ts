import { z } from 'zod';
import { defineAction } from './action.js';
import * as rules from './rules.js';

/** Account settings: mail, password, freeze, delete and restore (spec sections 2 and 4). */

const code = z
  .string({ error: 'fieldRequired' })
  .trim()
  .regex(/^\d{6}$/, { error: 'codeInvalid' });
const sent = z.object({ sent: z.literal(true), expires_at: z.string() });

export const changeMailRequest = defineAction({
  name: 'changeMailRequest',
  access: 'secured',
  input: z.object({ new_mail: rules.email }),
  output: sent,
});

export const addMailRequest = defineAction({
  name: 'addMailRequest',
  access: 'secured',
  input: z.object({ new_mail: rules.email }),
  output: sent,
});

export const addMail = defineAction({
  name: 'addMail',
  access: 'secured',
  input: z.object({ token: code, new_mail: rules.email }),
  output: z.object({ email: z.string() }),
});

export const updatePassword = defineAction({
  name: 'updatePassword',
  access: 'secured',
  input: rules.withConfirmation(
    {
      current_password: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(128),
      new_password: rules.password,
      passwordConfirm: z.string({ error: 'fieldRequired' }),
    },
    'new_password',
    'passwordConfirm',
  ),
  output: z.object({ changed: z.literal(true) }),
});

export const freezeAccount = defineAction({
  name: 'freezeAccount',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ frozen: z.literal(true) }),
});

export const deleteAccountRequest = defineAction({
  name: 'deleteAccountRequest',
  access: 'secured',
  input: z.object({}).optional(),
  output: sent,
});

export const deleteAccount = defineAction({
  name: 'deleteAccount',
  access: 'secured',
  input: z.object({ token: code }),
  output: z.object({ deleted: z.literal(true), purge_after: z.string() }),
});

export const restoreAccount = defineAction({
  name: 'restoreAccount',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ restored: z.literal(true) }),
});

export const settingsActions = {
  changeMailRequest,
  addMailRequest,
  addMail,
  updatePassword,
  freezeAccount,
  deleteAccountRequest,
  deleteAccount,
  restoreAccount,
};
