import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { SteamReturnPage } from './SteamReturnPage';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
// A block, not an arrow's value: vitest would call a returned function (the mock) as a clean-up.
beforeEach(() => {
  mockedCall.mockReset();
});

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/feed', element: <p>feed page</p> },
];

describe('SteamReturnPage', () => {
  it("sends Steam's whole answer once, and on failure says so and goes back to /login", async () => {
    sessionStorage.setItem('gf.steamStarted', 'signIn');
    window.history.replaceState(null, '', '/steam-return?openid.mode=id_res&openid.sig=abc');
    const answer = window.location.href;
    mockedCall.mockImplementation((() => Promise.reject(new ApiError('steamLoginFailed', '', 400))) as never);
    const show = vi.spyOn(notifications, 'show');
    renderWithApp(<SteamReturnPage />, { path: '/steam-return', routes });

    await screen.findByText('login page');
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(mockedCall).toHaveBeenCalledWith('loginWithSteam', { return_url: answer, user_lang: 'en' });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Steam login failed. Please try again.' })),
    );
    // The single-use assertion does not stay in the address bar.
    expect(window.location.search).toBe('');
  });

  it('never sends an answer this tab did not go to Steam for (a link someone sent), nor a link answer', async () => {
    window.history.replaceState(null, '', '/steam-return?openid.mode=id_res&openid.sig=abc');
    const first = renderWithApp(<SteamReturnPage />, { path: '/steam-return', routes });
    await screen.findByText('login page');
    first.unmount();
    sessionStorage.setItem('gf.steamStarted', 'link');
    window.history.replaceState(null, '', '/steam-return?openid.mode=id_res&openid.sig=abc');
    renderWithApp(<SteamReturnPage />, { path: '/steam-return', routes });
    await screen.findByText('login page');
    expect(mockedCall).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('goes back to /login without asking the server when there is no answer from Steam', async () => {
    window.history.replaceState(null, '', '/steam-return');
    renderWithApp(<SteamReturnPage />, { path: '/steam-return', routes });
    await screen.findByText('login page');
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('lands on /feed after a good sign-in', async () => {
    sessionStorage.setItem('gf.steamStarted', 'signIn');
    window.history.replaceState(null, '', '/steam-return?openid.mode=id_res');
    mockedCall.mockResolvedValue({
      token: 't',
      created: false,
      is_frozen: false,
      user: { id: 1, username: 'gordon', language: 'en', is_frozen: false },
    } as never);
    renderWithApp(<SteamReturnPage />, { path: '/steam-return', routes });
    await screen.findByText('feed page');
  });
});
