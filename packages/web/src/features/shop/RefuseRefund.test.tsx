import type { Order } from '@gamefolk/contract';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { paidShirt, shirtBuyer } from '../../test/order';
import { answerActions } from '../../test/server-answers';
import { ManagedOrder } from './ManageShopPage';

const answered: unknown[] = [];
beforeAll(initTestI18n);
beforeEach(() => {
  answered.length = 0;
  localStorage.setItem('access_token', 'tok');
  answerActions({ answerRefund: (payload: unknown) => (answered.push(payload), null) });
});
afterEach(() => vi.unstubAllGlobals());

const order = (changes: Partial<Order>): Order =>
  paidShirt({
    refundStatus: 'requested',
    refundReason: 'notLiked',
    canCancel: false,
    canRequestRefund: false,
    buyer: shirtBuyer,
    ...changes,
  });

describe('refusing a refund (issue 47 item 20)', () => {
  it('asks first, says what follows, and sends the answer the buyer will read', async () => {
    renderWithApp(
      <ModalsProvider>
        <ManagedOrder order={order({})} />
      </ModalsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this refund?' });
    expect(within(dialog).getByText(/ayse is told by mail and on order GF00AA11BB22CC33DD/)).toBeTruthy();
    expect(answered).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Your answer to the buyer'), {
      target: { value: ' Worn items cannot be returned. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse refund' }));
    await waitFor(() =>
      expect(answered).toEqual([{ orderId: 7, approve: false, answer: 'Worn items cannot be returned.' }]),
    );
  });
});
