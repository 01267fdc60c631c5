import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { SearchBox } from './SearchBox';

beforeAll(initTestI18n);

describe('SearchBox', () => {
  it('hints below 4 characters and opens the hashtag page on Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />, { routes: [{ path: '/hash/:hashtag', element: <p>tag page</p> }] });
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(input, '#gg');
    expect(screen.getByText(/Type more than 3 characters/)).toBeInTheDocument();
    await user.type(input, 'wp');
    expect(screen.getByText('People and organization search is coming soon.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/hash/$ggwp');
  });

  it('ignores Enter on blank text', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});
