import type { SteamIntegration } from '@gamefolk/contract';
import { configure, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { SteamSection } from './SteamSection';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
});

const account = (overrides: Partial<SteamIntegration> = {}): SteamIntegration => ({
  steamid: '76561198000000001',
  persona_name: 'Gordon Freeman',
  avatar: null,
  profile_url: null,
  is_public: true,
  game_count: 2,
  synced_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  sync_error: null,
  sync_failed_at: null,
  refresh_after: null,
  ...overrides,
});

const game = (appid: number, name: string, minutes: number) => ({
  appid,
  name,
  playtime_forever: minutes,
  playtime_2weeks: 30,
  icon: null,
  last_played_at: null,
});

function serve(steam: SteamIntegration | null, configured = true) {
  mockedCall.mockImplementation(((action: string) => {
    switch (action) {
      case 'userIntegrations':
        return Promise.resolve({ steam, riot: null, steam_configured: configured });
      case 'getFeaturedSteam':
        return Promise.resolve([game(570, 'Dota 2', 54_000), game(620, 'Portal 2', 90)]);
      case 'getSteamActivity':
        return Promise.resolve([game(620, 'Portal 2', 90)]);
      case 'getUserGenres':
        return Promise.resolve([{ genre: 'Strategy', playtime: 54_000, games: 1 }]);
      case 'getUserAchievements':
        return Promise.resolve({ appid: 620, name: 'Portal 2', has_stats: false, synced_at: null, achievements: [] });
      default:
        return Promise.resolve({});
    }
  }) as never);
}

describe('SteamSection', () => {
  it('shows most played games with hours, recent activity, genres and the age of the data', async () => {
    serve(account());
    renderWithApp(<SteamSection userId={2} owner={false} />);
    const featured = await screen.findByTestId('steam-featured');
    expect(featured).toHaveTextContent('Dota 2900 h');
    expect(featured).toHaveTextContent('Portal 21.5 h');
    expect(await screen.findByTestId('steam-activity')).toHaveTextContent('Portal 20.5 h in 2 weeks');
    expect(await screen.findByTestId('steam-genres')).toHaveTextContent('Strategy');
    expect(screen.getByText(/Updated 3 hours ago · 2 games/)).toBeInTheDocument();
  });

  it('explains a private Steam profile instead of showing an empty library', async () => {
    serve(account({ is_public: false, sync_error: 'steamProfilePrivate' }));
    renderWithApp(<SteamSection userId={2} owner={false} />);
    expect(await screen.findByText("This player's Steam profile is private.")).toBeInTheDocument();
    expect(mockedCall).not.toHaveBeenCalledWith('getSteamLibraryV2', expect.anything());
    expect(mockedCall).not.toHaveBeenCalledWith('getFeaturedSteam', expect.anything());
  });

  it('tells the owner how to make it public', async () => {
    serve(account({ is_public: false }));
    renderWithApp(<SteamSection userId={1} owner />);
    expect(await screen.findByText(/Steam profile must be public/)).toBeInTheDocument();
  });

  it('is hidden from visitors when Steam is not linked, and offers the owner to connect', async () => {
    serve(null);
    const visitor = renderWithApp(<SteamSection userId={2} owner={false} />);
    // Kept pause: the component draws nothing both while it asks and after, so no event marks the answer drawn.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Steam' })).toBeNull();
    visitor.unmount();

    serve(null);
    renderWithApp(<SteamSection userId={1} owner />);
    expect(await screen.findByRole('button', { name: 'Connect Steam' })).toBeInTheDocument();
  });
});
