import type { Organization } from '@gamefolk/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { OrganizationPage } from './OrganizationPage';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
// TipTap needs a real browser; a plain button stands in for the editor's submit.
vi.mock('../feed/editor/LazyRichEditor', () => ({
  LazyRichEditor: ({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (value: unknown) => unknown }) => (
    <button type="button" onClick={() => void onSubmit({ html: '<p>Tryouts</p>', attachments: [] })}>
      {submitLabel}
    </button>
  ),
}));
const mockedCall = vi.mocked(call);

const organization: Organization = {
  id: 7,
  code: 'raiders',
  name: 'Raiders',
  country: 'ES',
  category_id: 1,
  description: null,
  logo_url: '/files/logo.png',
  banner: null,
  website: null,
  address: null,
  founder_id: 2,
  userId: 2,
  memberCount: 2,
  followerCount: 0,
  isFollowing: false,
  me: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

function serve(me: Organization['me'], managed: unknown[] = []) {
  const answers: Record<string, unknown> = {
    user: { id: 1, username: 'ayse', fullname: 'Ayşe', photoUrl: null, userPhotos: [] },
    organizationCode: { ...organization, me },
    getUserOrganizations: managed,
    getFeed: [],
    getCategories: [],
    organizationUsersDetail: [],
    organizationFollowers: [],
  };
  mockedCall.mockImplementation(((action: string) => Promise.resolve(answers[action] ?? [])) as never);
}

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  localStorage.setItem('access_token', 't');
});

const renderPage = () => renderWithApp(<OrganizationPage />, { path: '/organization/:code' });

describe('OrganizationPage composer', () => {
  it('lets an admin post in the organization name by default', async () => {
    serve({ status: 'member', role: null, isManager: true, isFounder: false });
    const user = userEvent.setup();
    renderPage();
    // The page's own answer is enough: the managed list may still be a minute behind.
    const picker = await screen.findByRole('button', { name: 'Posting as Raiders: choose who posts' });
    expect(picker).toBeInTheDocument();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('post', expect.objectContaining({ organizationId: 7, typeId: 1 })),
    );
  });

  it('lets the admin switch to posting as themselves', async () => {
    serve({ status: 'member', role: null, isManager: true, isFounder: true }, [
      { id: 7, code: 'raiders', name: 'Raiders', logo_url: '/files/logo.png', category_id: 1 },
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Posting as Raiders: choose who posts' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ayşe \(you\)/ }));
    await screen.findByRole('button', { name: 'Posting as Ayşe: choose who posts' });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('post', expect.anything()));
    expect(mockedCall.mock.calls.find(([action]) => action === 'post')?.[1]).not.toHaveProperty('organizationId');
  });

  it('shows no composer to a plain member, an invited admin or a visitor', async () => {
    for (const me of [
      { status: 'member' as const, role: 'Support', isManager: false, isFounder: false },
      { status: 'invited' as const, role: null, isManager: true, isFounder: false },
      null,
    ]) {
      serve(me);
      const { unmount } = renderPage();
      expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'New post' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('OrganizationPage header', () => {
  it('shows the founder their role in their language, and no Follow on their own organization', async () => {
    serve({ status: 'member', role: null, isManager: true, isFounder: true });
    renderPage();
    // A label of its own, never a "·" that starts a wrapped line.
    expect(await screen.findByText('You: Founder')).toBeInTheDocument();
    expect(screen.queryByText(/^·/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('offers Follow to a member and a visitor', async () => {
    for (const me of [{ status: 'member' as const, role: 'Support', isManager: false, isFounder: false }, null]) {
      serve(me);
      const { unmount } = renderPage();
      expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
      unmount();
    }
  });
});
