import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/client';
import { feedItem } from '../../../test/feed-item';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { RepostButton } from './RepostButton';

vi.mock('../../../api/client', () => ({ call: vi.fn() }));
// TipTap needs a real browser; a plain button stands in for the editor's submit.
vi.mock('../editor/LazyRichEditor', () => ({
  LazyRichEditor: ({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (value: unknown) => unknown }) => (
    <button type="button" onClick={() => void onSubmit({ html: '<p>Look</p>', attachments: [] })}>
      {submitLabel}
    </button>
  ),
}));
const mockedCall = vi.mocked(call);

const item = feedItem({ repostCount: 2 });

function serve(managed: unknown[]) {
  const answers: Record<string, unknown> = {
    user: { id: 1, username: 'ayse', fullname: 'Ayşe', photoUrl: null, userPhotos: [] },
    getUserOrganizations: managed,
    post: { ...item, id: 9, typeId: 2, relatedFeedId: 5, relatedFeed: item },
  };
  mockedCall.mockImplementation(((action: string) => Promise.resolve(answers[action] ?? [])) as never);
}

const raiders = { id: 7, code: 'raiders', name: 'Raiders', logo_url: '/files/logo.png', category_id: 1 };

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  localStorage.setItem('access_token', 't');
});

describe('RepostButton', () => {
  it('offers a manager to repost as their organization', async () => {
    serve([raiders]);
    const user = userEvent.setup();
    renderWithApp(<RepostButton item={item} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('getUserOrganizations', { isManager: 1 }));
    await user.click(screen.getByRole('button', { name: '2 reposts' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Repost as Raiders' }));
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('post', {
        typeId: 2,
        feedTypeId: 1,
        relatedFeedId: 5,
        content: '',
        organizationId: 7,
      }),
    );
  });

  it('quotes as the organization picked in the dialog', async () => {
    serve([raiders]);
    const user = userEvent.setup();
    renderWithApp(<RepostButton item={item} />);
    await user.click(screen.getByRole('button', { name: '2 reposts' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quote' }));
    await user.click(await screen.findByRole('button', { name: 'Quoting as Ayşe: choose who quotes' }));
    await user.click(await screen.findByRole('menuitem', { name: /Raiders/ }));
    expect(await screen.findByRole('button', { name: 'Quoting as Raiders: choose who quotes' })).toHaveTextContent(
      'Quote as',
    );
    await user.click(await screen.findByRole('button', { name: 'Repost' }));
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith(
        'post',
        expect.objectContaining({ content: '<p>Look</p>', organizationId: 7 }),
      ),
    );
  });

  it('keeps the plain menu for someone who manages no organization', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithApp(<RepostButton item={item} />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('getUserOrganizations', { isManager: 1 }));
    await user.click(screen.getByRole('button', { name: '2 reposts' }));
    const plain = await screen.findByRole('menuitem', { name: 'Repost' });
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    await user.click(plain);
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('post', { typeId: 2, feedTypeId: 1, relatedFeedId: 5, content: '' }),
    );
  });
});
