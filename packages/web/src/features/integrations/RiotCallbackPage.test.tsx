import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { RiotCallbackPage } from './RiotCallbackPage';

type Answer = { status: number; body: unknown };
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const requests: { action: string; payload: Record<string, unknown> }[] = [];
const ok = (data: unknown): Answer => ({ status: 202, body: { data } });

const user = {
  id: 1,
  username: 'nova',
  first_name: null,
  last_name: null,
  fullname: 'nova',
  language: 'en',
  email: 'nova@example.com',
  manager: false,
  photoUrl: null,
  userPhotos: [],
  is_frozen: false,
};
const identity = { puuid: 'puuid-nova-0001', gameName: 'Faker Fan', tagLine: 'EUW' };
const account = (server: string | null) => ({
  ...identity,
  server,
  summonerLevel: server ? 120 : null,
  ranks: [],
  mastery: [],
  valorant: null,
  syncedAt: server ? new Date().toISOString() : null,
  syncError: null,
  syncFailedAt: null,
  refreshableAt: null,
});

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  sessionStorage.clear();
  requests.length = 0;
  let server: string | null = null;
  answers = {
    user: () => ok(user),
    riotSignOn: () => ok(identity),
    getRiotAccount: () => ok(account(server)),
    riotAuth: (payload) => {
      server = String(payload.server);
      return ok(account(server));
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { action, payload } = JSON.parse(String(init.body)) as { action: string; payload: Record<string, unknown> };
      requests.push({ action, payload });
      const answer = answers[action]?.(payload) ?? { status: 500, body: {} };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const entry = '/riot/callback?code=abc&state=xyz';

describe('RiotCallbackPage', { timeout: 40_000 }, () => {
  it('says the account is connected, and reads the ranks from the server picked before going to Riot', async () => {
    sessionStorage.setItem('gf.riotPlatform', 'euw1');
    renderWithApp(<RiotCallbackPage />, { path: '/riot/callback', entry });
    await screen.findByRole('heading', { name: 'Riot account connected', level: 1 }, { timeout: 15_000 });
    expect(screen.queryByText('Connecting your Riot account')).toBeNull();
    await screen.findByText('Connected as Faker Fan#EUW');
    await screen.findByRole('link', { name: 'See it on my profile' }, { timeout: 15_000 });
    expect(requests.filter((r) => r.action === 'riotSignOn')).toHaveLength(1);
    expect(requests.find((r) => r.action === 'riotAuth')?.payload).toEqual({
      puuid: identity.puuid,
      server: 'euw1',
      userId: 1,
    });
    // The choice is spent: a reload of this page does not read again.
    expect(sessionStorage.getItem('gf.riotPlatform')).toBeNull();
  });

  it('asks for the server when none was picked, and reads nothing until then', async () => {
    renderWithApp(<RiotCallbackPage />, { path: '/riot/callback', entry });
    await screen.findByRole('heading', { name: 'Riot account connected', level: 1 }, { timeout: 15_000 });
    await screen.findByRole('combobox', { name: /Your League of Legends server/ }, { timeout: 10_000 });
    expect(requests.some((r) => r.action === 'riotAuth')).toBe(false);
  });
});
