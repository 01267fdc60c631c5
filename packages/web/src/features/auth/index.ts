// What the rest of the app may use of features/auth; everything else in this folder is its own.
export { PasswordChecklist } from './PasswordChecklist';
export { useAuthProvidersQuery } from './use-auth-providers';
export { requiredValidator, ruleValidator } from './validation';
