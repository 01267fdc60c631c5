import type { ActionName, Actions } from './actions.js';

type OpenActionName = { [N in ActionName]: Actions[N]['access'] extends 'open' ? N : never }[ActionName];

/**
 * The actions anyone may call (POST /api/handle); every other one is secured. Names only, so that a client picks the
 * endpoint without loading every action's schemas (and zod) with `actions`. Typed from `actions`: an open action
 * missing here, or a secured one listed, fails the type check.
 */
export const openActions: { readonly [N in OpenActionName]: true } = {
  register: true,
  namecheck: true,
  activateUser: true,
  auth: true,
  authSecondFactor: true,
  passkeyOptions: true,
  passkeyLogin: true,
  changeRequest: true,
  changePassword: true,
  loginWithGoogle: true,
  getAuthProviders: true,
  getCountries: true,
  getOneFeed: true,
  getPushKey: true,
  todaysPuzzle: true,
  todaysCategories: true,
  puzzleLeaderboards: true,
  getProducts: true,
  getProduct: true,
  steamLoginUrl: true,
  loginWithSteam: true,
  getStandingWithKey: true,
  appealModerationWithKey: true,
};

export function isOpenAction(name: ActionName): boolean {
  return Object.hasOwn(openActions, name);
}
