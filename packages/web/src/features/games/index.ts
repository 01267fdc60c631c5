// What the rest of the app may use of features/games; everything else in this folder is its own.
export { Leaderboard } from './Leaderboard';
