import { secured } from './browser';

/** What createLobby takes, with the game named by its slug. */
export interface LobbyInput {
  game: string;
  server: string;
  rank?: string;
  role?: string;
  minMembers: number;
  maxMembers: number;
  description?: string;
  type: 'individual' | 'team';
}

/** What createEvent takes. */
export interface EventInput {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  kind: 'online' | 'inPerson';
  category: 'tournament' | 'meetup' | 'watchParty' | 'stream' | 'lan' | 'other';
  location: string;
  tags: string[];
  capacity: number | null;
}

/** The instant `hours` from now, as the API takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Creates a lobby through the API: a League of Legends EUW lobby for one to four players, unless told otherwise. */
export async function seedLobby(token: string, overrides: Partial<LobbyInput> = {}): Promise<{ id: number }> {
  const defaults = { game: 'league-of-legends', server: 'EUW', minMembers: 1, maxMembers: 4, type: 'individual' };
  const { game, ...fields } = { ...defaults, ...overrides };
  const games = await secured<{ id: number; slug: string }[]>(token, 'getGames');
  const gameId = games.find((g) => g.slug === game)?.id;
  if (gameId === undefined) throw new Error(`no game ${game}`);
  return secured(token, 'createLobby', { gameId, ...fields });
}

/** Creates an event through the API: an online tournament for ten, two days from now, unless told otherwise. */
export function seedEvent(token: string, overrides: Partial<EventInput> = {}): Promise<{ id: number }> {
  return secured(token, 'createEvent', {
    name: 'Test cup',
    description: '',
    startsAt: inHours(48),
    endsAt: null,
    kind: 'online',
    category: 'tournament',
    location: '',
    tags: [],
    capacity: 10,
    ...overrides,
  });
}
