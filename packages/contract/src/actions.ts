import { accountActions } from './account.js';

/** Every action of the API by name; the server's registry and the web client are typed from this. */
export const actions = {
  ...accountActions,
};

export type Actions = typeof actions;
export type ActionName = keyof Actions;
