// A client of Riot's sign-on (RSO, the OAuth 2 authorization-code flow) and of the game-data APIs we read: account-v1,
// summoner-v4, league-v4, champion-mastery-v4, Data Dragon and Valorant match-v1 (providers.md). Every call goes
// through providerFetch (timeout, 429 Retry-After, outages as 503 providerUnavailable). Tokens live only for the call;
// the API key and client secret travel in headers, which nothing here logs or puts into an error.
import { type RiotPlatform, type ChampionMastery, type LolRank } from '@gamefolk/contract';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { ProviderHttpError, ProviderUnavailable, providerFetch } from './provider-fetch.js';
import { systemClock, type Clock } from '../clock.js';

const provider = 'riot';

/** Valorant match data lives on shards; each League platform's players play on this one. */
const valorantShards: Record<RiotPlatform, string> = {
  na1: 'na',
  br1: 'br',
  la1: 'latam',
  la2: 'latam',
  euw1: 'eu',
  eun1: 'eu',
  tr1: 'eu',
  ru: 'eu',
  me1: 'eu',
  kr: 'kr',
  jp1: 'ap',
  oc1: 'ap',
  sg2: 'ap',
  tw2: 'ap',
  vn2: 'ap',
};

/** account-v1 answers on any regional route; one is enough for `accounts/me`. */
const accountRegion = 'europe';

export interface RiotIdentity {
  puuid: string;
  gameName: string;
  tagLine: string;
}

export interface LolData {
  /** Null when the account has no League summoner on that platform. */
  summonerLevel: number | null;
  ranks: LolRank[];
  mastery: ChampionMastery[];
}

export interface RiotClient {
  /** Client id and secret are set: sign-on can work. */
  readonly signOnConfigured: boolean;
  authorizeUrl(state: string): string;
  /** Trades the code for a token (HTTP Basic with our client id and secret) and reads whose account it is. */
  signOn(code: string): Promise<RiotIdentity>;
  lolData(puuid: string, platform: RiotPlatform): Promise<LolData>;
  /** The `competitiveTier` of the player's latest competitive match; null when there is none (or no access). */
  valorantTier(puuid: string, platform: RiotPlatform): Promise<number | null>;
}

// PostgreSQL text cannot hold NUL: a provider's strings lose it before they are stored.
const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.replaceAll('\u0000', '').slice(0, max) : '');
const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);
const seg = encodeURIComponent;

/** Riot's error bodies are `{status:{message,status_code}}`: the status is all we keep. */
function isStatus(error: unknown, ...statuses: number[]) {
  return error instanceof ProviderHttpError && statuses.includes(error.status);
}

export function createRiotClient(config: Config['riot'], appUrl: string, now: Clock = systemClock): RiotClient {
  const redirectUri = `${appUrl}/riot/callback`;
  const signOnConfigured = Boolean(config.clientId && config.clientSecret);
  const api = (route: string, path: string) => `${config.apiUrl.replaceAll('{route}', route)}${path}`;

  const game = async <T>(route: string, path: string): Promise<T> => {
    if (!config.apiKey) throw new AppError('notConfigured');
    const res = await providerFetch<T>(api(route, path), { provider, headers: { 'X-Riot-Token': config.apiKey } });
    return res.data;
  };

  /** Champion names by numeric key, per Data Dragon version; read once a day at most. */
  let champions: { at: number; names: Promise<Map<number, string>> } | undefined;
  const championNames = () => {
    if (champions && now().getTime() - champions.at < 24 * 60 * 60 * 1000) return champions.names;
    const names = (async () => {
      const versions = (await providerFetch<unknown>(`${config.ddragonUrl}/api/versions.json`, { provider })).data;
      const version = Array.isArray(versions) ? str(versions[0], 40) : '';
      if (!/^[\w.-]+$/.test(version)) throw new ProviderUnavailable(provider, 'no Data Dragon version');
      const file = await providerFetch<{ data?: Record<string, { key?: unknown; name?: unknown }> }>(
        `${config.ddragonUrl}/cdn/${seg(version)}/data/en_US/champion.json`,
        { provider },
      );
      const map = new Map<number, string>();
      for (const champion of Object.values(file.data?.data ?? {})) {
        const key = Number(champion.key);
        if (Number.isInteger(key)) map.set(key, str(champion.name, 60));
      }
      return map;
    })();
    champions = { at: now().getTime(), names };
    // A failed read is not cached: the next sync tries again.
    names.catch(() => {
      if (champions?.names === names) champions = undefined;
    });
    return names;
  };

  return {
    signOnConfigured,

    authorizeUrl(state) {
      if (!config.clientId || !config.clientSecret) throw new AppError('notConfigured');
      const url = new URL(`${config.authUrl}/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid offline_access cpid',
        state,
      }).toString();
      return url.toString();
    },

    async signOn(code) {
      if (!config.clientId || !config.clientSecret) throw new AppError('notConfigured');
      const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
      let accessToken: string;
      try {
        const token = await providerFetch<{ access_token?: unknown }>(`${config.authUrl}/token`, {
          provider,
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
          retries429: 1,
        });
        accessToken = str(token.data?.access_token, 8192);
      } catch (error) {
        // A refused code (invalid_grant, 400/401) is the player's to retry; outages stay 503.
        if (error instanceof ProviderHttpError) throw new AppError('riotLoginFailed');
        throw error;
      }
      if (!accessToken) throw new AppError('riotLoginFailed');
      try {
        const me = await providerFetch<{ puuid?: unknown; gameName?: unknown; tagLine?: unknown }>(
          api(accountRegion, '/riot/account/v1/accounts/me'),
          { provider, headers: { authorization: `Bearer ${accessToken}` } },
        );
        const puuid = str(me.data?.puuid, 100);
        if (!/^[\w-]{10,100}$/.test(puuid)) throw new AppError('riotLoginFailed');
        return { puuid, gameName: str(me.data?.gameName, 64), tagLine: str(me.data?.tagLine, 16) };
      } catch (error) {
        if (error instanceof ProviderHttpError) throw new AppError('riotLoginFailed');
        throw error;
      }
    },

    async lolData(puuid, platform) {
      const id = seg(puuid);
      let summonerLevel: number | null;
      try {
        const summoner = await game<{ summonerLevel?: unknown }>(platform, `/lol/summoner/v4/summoners/by-puuid/${id}`);
        summonerLevel = int(summoner?.summonerLevel);
      } catch (error) {
        // No League account on this platform: no level, no ranks, no mastery.
        if (isStatus(error, 404)) return { summonerLevel: null, ranks: [], mastery: [] };
        throw unavailable(error);
      }
      const [entries, masteries, names] = await Promise.all([
        game<unknown>(platform, `/lol/league/v4/entries/by-puuid/${id}`),
        game<unknown>(platform, `/lol/champion-mastery/v4/champion-masteries/by-puuid/${id}/top?count=5`),
        championNames(),
      ]).catch((error: unknown) => {
        throw unavailable(error);
      });
      const ranks = (Array.isArray(entries) ? entries : [])
        .filter((e: Record<string, unknown>) => e?.queueType === 'RANKED_SOLO_5x5' || e?.queueType === 'RANKED_FLEX_SR')
        .map((e: Record<string, unknown>) => ({
          queueType: str(e.queueType, 40),
          tier: str(e.tier, 20),
          rank: str(e.rank, 4),
          leaguePoints: int(e.leaguePoints),
          wins: int(e.wins),
          losses: int(e.losses),
        }));
      const mastery = (Array.isArray(masteries) ? masteries : []).slice(0, 5).map((m: Record<string, unknown>) => ({
        championId: int(m.championId),
        championName: names.get(int(m.championId)) ?? `#${int(m.championId)}`,
        championLevel: int(m.championLevel),
        championPoints: int(m.championPoints),
      }));
      return { summonerLevel, ranks, mastery };
    },

    async valorantTier(puuid, platform) {
      const shard = valorantShards[platform];
      try {
        const list = await game<{ history?: { matchId?: unknown; queueId?: unknown }[] }>(
          shard,
          `/val/match/v1/matchlists/by-puuid/${seg(puuid)}`,
        );
        const latest = (Array.isArray(list?.history) ? list.history : []).find((m) => m?.queueId === 'competitive');
        const matchId = str(latest?.matchId, 100);
        if (!/^[\w-]+$/.test(matchId)) return null;
        const match = await game<{ players?: { puuid?: unknown; competitiveTier?: unknown }[] }>(
          shard,
          `/val/match/v1/matches/${seg(matchId)}`,
        );
        const me = (Array.isArray(match?.players) ? match.players : []).find((p) => p?.puuid === puuid);
        return me && typeof me.competitiveTier === 'number' ? int(me.competitiveTier) : null;
      } catch (error) {
        // No Valorant history, or a key without Valorant access: no rank rather than a failed sync.
        if (isStatus(error, 403, 404)) return null;
        throw unavailable(error);
      }
    },
  };
}

/** Riot refusing our key (401/403) is an outage for the player, as is any other unexpected answer. */
function unavailable(error: unknown) {
  if (error instanceof ProviderHttpError) return new ProviderUnavailable(provider, `status ${error.status}`);
  return error;
}
