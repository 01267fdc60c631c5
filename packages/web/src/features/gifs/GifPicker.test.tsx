import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gif } from '@gamefolk/contract';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { GifButton } from './GifButton';
import { isGiphyMediaUrl } from './giphy-url';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);

const gif = (id: string): Gif => ({
  id,
  title: `${id} title`,
  url: `https://media1.giphy.com/media/${id}/giphy.gif`,
  previewUrl: `https://media1.giphy.com/media/${id}/200w.gif`,
  width: 480,
  height: 270,
});

/** The picker's end-of-list watcher: tests say when the end comes into view. */
let seeEnd: (() => void) | undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    seeEnd = () =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

function serve(gifs: boolean) {
  mockedCall.mockImplementation(((action: string, payload: { q?: string; offset?: number }) => {
    if (action === 'getAuthProviders')
      return Promise.resolve({ google: false, steam: true, googleClientId: null, gifs });
    if (action === 'searchGifs') {
      const offset = payload.offset ?? 0;
      const prefix = payload.q ? payload.q : 'trend';
      return Promise.resolve({
        rows: [gif(`${prefix}${offset}a`), gif(`${prefix}${offset}b`)],
        next: offset === 0 ? 24 : null,
      });
    }
    return Promise.resolve({});
  }) as never);
}

const searches = () =>
  mockedCall.mock.calls
    .filter(([action]) => action === 'searchGifs')
    .map(([, payload]) => payload as { q?: string; offset?: number });

beforeEach(() => {
  mockedCall.mockReset();
  seeEnd = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('GIF picker', () => {
  it('is not offered when the server has no GIPHY key', async () => {
    serve(false);
    renderWithApp(<GifButton onPick={() => {}} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('getAuthProviders', {}));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'GIF' })).toBeNull();
  });

  it('opens on trending with GIPHY’s attribution, searches once typing pauses, scrolls for more and picks', async () => {
    serve(true);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<GifButton onPick={onPick} />);
    await user.click(await screen.findByRole('button', { name: 'GIF' }));

    expect(await screen.findByRole('button', { name: 'trend0a title' })).toBeTruthy();
    expect(screen.getByText('Powered by GIPHY')).toBeTruthy();
    expect(screen.getByText('Trending on GIPHY')).toBeTruthy();
    expect(searches()).toEqual([{ offset: 0 }]);

    // The end of the list comes into view: the next page (GIPHY's offset 24) is asked for and shown below.
    act(() => seeEnd!());
    expect(await screen.findByRole('button', { name: 'trend24a title' })).toBeTruthy();
    expect(searches()).toEqual([{ offset: 0 }, { offset: 24 }]);

    await user.type(screen.getByRole('textbox', { name: 'Search GIPHY' }), 'cat');
    expect(await screen.findByRole('button', { name: 'cat0a title' })).toBeTruthy();
    // Keystrokes within the pause make one search, for the whole word.
    expect(searches().filter((p) => p.q)).toEqual([{ q: 'cat', offset: 0 }]);

    await user.click(screen.getByRole('button', { name: 'cat0b title' }));
    expect(onPick).toHaveBeenCalledWith(gif('cat0b'));
    await waitFor(() => expect(screen.queryByTestId('gif-picker')).toBeNull());
  }, 20_000);

  it('asks for one page, not three, when GIPHY answers an empty list (the end of the list is in view at once)', async () => {
    mockedCall.mockImplementation(((action: string, payload: { offset?: number }) => {
      if (action === 'getAuthProviders')
        return Promise.resolve({ google: false, steam: true, googleClientId: null, gifs: true });
      if (action === 'searchGifs')
        return Promise.resolve({ rows: [], next: (payload.offset ?? 0) < 72 ? (payload.offset ?? 0) + 24 : null });
      return Promise.resolve({});
    }) as never);
    // As a browser's observer does: it reports the end in view as soon as it starts watching.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
        }
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    renderWithApp(<GifButton onPick={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'GIF' }));
    expect(await screen.findByText('No GIFs found.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches()).toEqual([{ offset: 0 }]);
  });

  it('shows only GIPHY media addresses in chat as GIFs', () => {
    expect(isGiphyMediaUrl('https://media2.giphy.com/media/abc/giphy.gif?cid=1&rid=giphy.gif&ct=g')).toBe(true);
    expect(isGiphyMediaUrl('https://evil.example.com/giphy.gif')).toBe(false);
    expect(isGiphyMediaUrl('look https://media2.giphy.com/media/abc/giphy.gif')).toBe(false);
    expect(isGiphyMediaUrl('http://media2.giphy.com/media/abc/giphy.gif')).toBe(false);
  });
});
