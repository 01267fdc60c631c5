import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { SocialButtons } from './SocialButtons';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
// Google's script is not loaded in tests; the slot it draws into is what we look for.
vi.mock('./google-identity', () => ({ loadGoogleIdentity: () => new Promise(() => {}) }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => mockedCall.mockReset());

const serve = (providers: { google: boolean; steam: boolean; googleClientId: string | null }) =>
  mockedCall.mockImplementation(((action: string) =>
    Promise.resolve(action === 'getAuthProviders' ? providers : {})) as never);

describe('SocialButtons', () => {
  it('offers no provider the server has no keys for, and no "or" before nothing', async () => {
    serve({ google: false, steam: false, googleClientId: null });
    renderWithApp(<SocialButtons onSignedIn={() => {}} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('getAuthProviders', {}));
    // Kept pause: the component draws nothing both while it asks and after, so no event marks the answer drawn.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Google|Steam/ })).toBeNull();
    expect(screen.queryByTestId('google-button')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it("draws Google's button with the client id the server is configured with", async () => {
    serve({ google: true, steam: false, googleClientId: 'abc.apps.googleusercontent.com' });
    renderWithApp(<SocialButtons onSignedIn={() => {}} />);
    expect(await screen.findByTestId('google-button')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Steam' })).toBeNull();
  });

  it('sends Steam sign-in to Steam, coming back to /steam-return', async () => {
    serve({ google: false, steam: true, googleClientId: null });
    renderWithApp(<SocialButtons onSignedIn={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Continue with Steam' });
    button.click();
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('steamLoginUrl', {
        return_url: `${window.location.origin}/steam-return`,
      }),
    );
  });
});
