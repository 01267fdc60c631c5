import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { openInDock, useDockChannel } from './dock-store';
import { dockQuery, MessageUserButton } from './MessageUserButton';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

function DockProbe() {
  return <output data-testid="dock">{useDockChannel() ?? 'none'}</output>;
}

/** The screen is as wide as `wide` says, for the media queries Mantine reads. */
function screenWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query === dockQuery,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockImplementation((async () => ({ id: 42 })) as never);
  openInDock(null);
});
afterEach(() => vi.restoreAllMocks());

describe('a profile’s Message button (issue 22, item 12)', () => {
  it('at desktop width opens the conversation in the docked panel, staying on the profile', async () => {
    screenWide(true);
    const { router } = renderWithApp(
      <>
        <MessageUserButton userId={2} username="ayse" />
        <DockProbe />
      </>,
      { path: '/profile/ayse' },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Message' }));
    await waitFor(() => expect(screen.getByTestId('dock')).toHaveTextContent('42'));
    expect(mockedCall).toHaveBeenCalledWith('createChannels', { receivingUserId: 2 });
    expect(router.state.location.pathname).toBe('/profile/ayse');
  });

  it('on a phone goes to /messages, which opens it full screen', async () => {
    screenWide(false);
    const { router } = renderWithApp(<MessageUserButton userId={2} username="ayse" />, {
      path: '/profile/ayse',
      routes: [{ path: '/messages', element: <p>messages page</p> }],
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Message' }));
    await screen.findByText('messages page');
    expect(router.state.location.search).toBe('?user=ayse');
    expect(mockedCall).not.toHaveBeenCalled();
  });
});
