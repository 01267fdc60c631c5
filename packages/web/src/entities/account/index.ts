// What the rest of the app may use of entities/account; everything else in this folder is its own.
export { LanguageSelect } from './LanguageSelect';
export {
  accountKeys,
  redeemSecondFactor,
  withSecondFactor,
  useActivationQuery,
  useChangePasswordMutation,
  useCreateLoginRequestMutation,
  useGoogleLoginMutation,
  useLoginMutation,
  useLogoutMutation,
  useNamecheckQuery,
  usePasskeyLoginMutation,
  usePasswordResetRequestMutation,
  useRegisterMutation,
  useRestoreAccountMutation,
  useUserQuery,
} from './hooks';
export { enablePush, pushPermission, subscribePush } from './push';
export type { PushPermission } from './push';
export { setRecoveryPending, useRecoveryPending } from './recovery-pending';
export { useLanguageSwitch } from './use-language-switch';
export type { AskSecondFactor, SignedIn } from './hooks';
