import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/client';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { SearchBox } from './SearchBox';

vi.mock('../../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await initTestI18n();
  // jsdom has no layout; Mantine scrolls the highlighted option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockResolvedValue([
    { id: 1, username: 'ayse', fullname: 'Ayşe Yılmaz', photoUrl: null, type: 1 },
    { id: 2, username: 'night-owls', fullname: 'Night Owls', photoUrl: null, type: 2 },
  ] as never);
});

const routes = [
  { path: '/hash/:hashtag', element: <p>tag page</p> },
  { path: '/profile/:username', element: <p>profile page</p> },
  { path: '/organization/:code', element: <p>organization page</p> },
];

describe('SearchBox', () => {
  it('hints up to 3 characters, searches from the 4th, and opens the hashtag page on Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />, { routes });
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(input, '#gg');
    expect(screen.getByText(/Type more than 3 characters/)).toBeInTheDocument();
    expect(mockedCall).not.toHaveBeenCalled();
    await user.type(input, 'wp');
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('searchUser', { name: '#ggwp' }));

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/hash/$ggwp');
  });

  it('ignores Enter on blank text', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a picked player profile', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />, { routes });
    await user.type(screen.getByRole('searchbox'), 'ayse');
    await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
    expect(router.state.location.pathname).toBe('/profile/ayse');
  });

  it('moves through the results with the arrow keys; Enter opens the organization page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />, { routes });
    await user.type(screen.getByRole('searchbox'), 'owls');
    await screen.findByRole('option', { name: /Night Owls/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/organization/night-owls');
  });

  it('says when nobody matches', async () => {
    mockedCall.mockResolvedValue([] as never);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('No players or organizations match “zzzz”.')).toBeInTheDocument();
  });
});
