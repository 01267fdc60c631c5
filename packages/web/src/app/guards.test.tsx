import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../test/render';
import { GuestOnly, RequireAuth } from './guards';

beforeAll(initTestI18n);

describe('route guards', () => {
  it('sends a visitor without a token from the signed-in area to /', async () => {
    const { router } = renderWithApp(<RequireAuth />, {
      path: '/settings',
      routes: [{ path: '/', element: <p>welcome</p> }],
    });
    expect(await screen.findByText('welcome')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("signs a visitor in with Steam's answer on a profile address (spec: /profile/{id} is a Steam return too)", async () => {
    window.history.replaceState(null, '', '/profile/7?openid.mode=id_res&openid.sig=abc');
    renderWithApp(<RequireAuth />, {
      path: '/profile/:key',
      entry: '/profile/7?openid.mode=id_res&openid.sig=abc',
      routes: [
        { path: '/', element: <p>welcome</p> },
        { path: '/login', element: <p>login page</p> },
      ],
    });
    // Not sent to the welcome page: Steam's answer is checked (and, being forged here, refused: back to /login).
    expect(await screen.findByText('login page', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('welcome')).toBeNull();
  });

  it('sends a signed-in user from the guest pages to /feed', async () => {
    localStorage.setItem('access_token', 'token');
    renderWithApp(<GuestOnly />, { path: '/login', routes: [{ path: '/feed', element: <p>feed</p> }] });
    expect(await screen.findByText('feed')).toBeInTheDocument();
  });
});
