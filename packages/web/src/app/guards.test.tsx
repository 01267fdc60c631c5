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

  it('sends a signed-in user from the guest pages to /feed', async () => {
    localStorage.setItem('access_token', 'token');
    renderWithApp(<GuestOnly />, { path: '/login', routes: [{ path: '/feed', element: <p>feed</p> }] });
    expect(await screen.findByText('feed')).toBeInTheDocument();
  });
});
