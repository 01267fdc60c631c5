import { activateUserHandler, namecheckHandler, registerHandler } from './account/register.js';
import { changePasswordHandler, changeRequestHandler } from './account/password.js';
import { createLoginRequestHandler, saveUserLanguageHandler } from './account/preferences.js';
import { authHandler, loginWithGoogleHandler, logoutHandler, userHandler } from './account/sign-in.js';
import type { ActionHandler } from './define.js';

export const handlers: ActionHandler[] = [
  registerHandler,
  namecheckHandler,
  activateUserHandler,
  authHandler,
  userHandler,
  logoutHandler,
  loginWithGoogleHandler,
  changeRequestHandler,
  changePasswordHandler,
  saveUserLanguageHandler,
  createLoginRequestHandler,
];
