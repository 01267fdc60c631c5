// A lobby as every screen knows it: the keys its queries are kept under, so any feature can refresh them.
export { lobbyKeys, type LobbySearchFilters } from './keys';
export { gameTerm, termOptions } from './terms';
