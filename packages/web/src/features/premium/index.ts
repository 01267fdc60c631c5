// What the rest of the app may use of features/premium; everything else in this folder is its own.
export { PinLobbyButton } from './PinLobbyButton';
export { PremiumBadge } from './PremiumBadge';
