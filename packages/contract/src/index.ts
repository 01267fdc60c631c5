export * from './action.js';
export * from './errors.js';
export * from './limits.js';
export * as rules from './rules.js';
export * from './account.js';
export * from './games.js';
export * from './profile.js';
export * from './settings.js';
export { actions, type ActionName, type Actions } from './actions.js';
