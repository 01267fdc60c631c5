// What the rest of the app may use of features/integrations; everything else in this folder is its own.
export { IntegrationsSection } from './IntegrationsPage';
export { RiotSection } from './RiotSection';
export { SteamSection } from './SteamSection';
export {
  hasSteamAnswer,
  takeSteamStart,
  useIntegrationsQuery,
  useSteamLoginMutation,
  useSteamRedirectMutation,
} from './steam-hooks';
