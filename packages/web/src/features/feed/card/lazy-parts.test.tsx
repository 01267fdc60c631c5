import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItem } from '../../../test/feed-item';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { HitButton } from './HitButton';
import { LoginPromptHost } from './login-prompt';
import { PostMenu } from './PostMenu';

// A card's menu, its dialogs and its tooltips come with their first use (a visitor's shared post hydrates without
// them): the first tap must still do what it always did, and the focus must come back where it was.

const item = feedItem({ hitCount: 2 });

configure({ asyncUtilTimeout: 4000 });

beforeAll(initTestI18n);
// A visitor: no session, so nothing is asked of the server.
beforeEach(() => localStorage.removeItem('access_token'));

describe("a post card's lazy parts", { timeout: 15_000 }, () => {
  it('opens the menu with the first tap and gives the focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(<PostMenu item={item} onEdit={null} />);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    // A visitor may only copy the link.
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus());
  });

  it('asks a visitor to log in at the first hit, and again after it was closed', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <HitButton item={item} />
        <LoginPromptHost />
      </>,
    );
    const hit = screen.getByRole('button', { name: 'Hit' });
    await user.click(hit);
    const dialog = await screen.findByRole('dialog', { name: 'Join the conversation' });
    expect(dialog).toHaveTextContent('Log in or sign up to give this post a hit.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(hit).toHaveFocus());
    // The count asks too, with the dialog already loaded.
    await user.click(screen.getByRole('button', { name: '2 hits: see who' }));
    expect(await screen.findByRole('dialog', { name: 'Join the conversation' })).toBeVisible();
  });

  it('shows the tooltip of a button a mouse points at', async () => {
    const user = userEvent.setup();
    renderWithApp(<HitButton item={item} />);
    await user.hover(screen.getByRole('button', { name: 'Hit' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hit');
    await user.unhover(screen.getByRole('button', { name: 'Hit' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
