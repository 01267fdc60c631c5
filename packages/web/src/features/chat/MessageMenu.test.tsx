import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { MessageMenu } from './MessageMenu';

beforeAll(initTestI18n);

describe('MessageMenu', () => {
  it('gives a lobby\'s owner "Remove message" above Report, and nobody else', async () => {
    const onRemove = vi.fn();
    const owner = renderWithApp(<MessageMenu messageId={7} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove message' }));
    expect(onRemove).toHaveBeenCalledOnce();
    owner.unmount();

    renderWithApp(<MessageMenu messageId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Message actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Remove message' })).toBeNull();
  });
});
