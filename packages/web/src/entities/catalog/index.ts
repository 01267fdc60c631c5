// What the rest of the app may use of entities/catalog; everything else in this folder is its own.
export { CountryPicker } from './CountryPicker';
export { useGenreName } from './genre';
export { GameIcon } from './GameIcon';
export { GamePicker } from './GamePicker';
export {
  catalogKeys,
  gameDetails,
  isGameSearchable,
  useCountriesQuery,
  useCreateGameMutation,
  useGameSearchQuery,
  useHiddenGamesQuery,
  useMergeGamesMutation,
  useSetGameIconMutation,
  useUpdateGameMutation,
} from './hooks';
