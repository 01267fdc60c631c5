import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreLinks } from '../../components/StoreLinks';
import { initTestI18n, renderWithApp } from '../../test/render';
import { InstallPrompt } from './InstallPrompt';

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  );
});
afterEach(() => vi.restoreAllMocks());

describe('InstallPrompt', () => {
  it("offers no store search: without an app page it waits for the browser's own install offer", async () => {
    renderWithApp(<InstallPrompt />);
    expect(screen.queryByTestId('install-prompt')).toBeNull();

    const prompt = vi.fn(() => Promise.resolve());
    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt }));
    });
    const strip = await screen.findByTestId('install-prompt');
    expect(strip.tagName).toBe('ASIDE');
    expect(strip.querySelector('a[href*="search"]')).toBeNull();
    expect(strip.textContent).toContain('Add Gamefolk to your home screen');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalled();
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('tells an iPhone, whose browser makes no install offer, the two taps that add the site to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderWithApp(<InstallPrompt />);
    const strip = await screen.findByTestId('install-prompt');
    expect(strip.textContent).toContain('Add Gamefolk to your home screen');
    expect(strip.textContent).toContain('Tap Share, then “Add to Home Screen”.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    expect(sessionStorage.length).toBeGreaterThan(0);
  });

  it('shows no store badges while the app has no store page', () => {
    const { container } = renderWithApp(<StoreLinks />);
    expect(container.querySelector('a')).toBeNull();
  });
});
