import type { Order } from '@gamefolk/contract';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
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

const order = (changes: Partial<Order>): Order => ({
  id: 5,
  number: 'GF0123456789ABCDEF',
  created_at: '2030-01-01T10:00:00Z',
  status: 'paid',
  paymentStatus: 'paid',
  shipmentStatus: 'notShipped',
  trackingCode: null,
  total: 2500,
  unitPrice: 2500,
  currency: 'USD',
  paymentMethod: 'creditCard',
  productId: 9,
  productName: 'Gamefolk shirt',
  productNames: { en: 'Gamefolk shirt', tr: 'Gamefolk tişört', es: 'Camiseta Gamefolk' },
  quantity: 1,
  size: 'M',
  type: 'merch',
  failedReasonCode: null,
  refundStatus: 'requested',
  refundReason: 'notLiked',
  refundNote: null,
  refundAnswer: null,
  refundAmount: 2500,
  paidAt: '2030-01-01T10:01:00Z',
  refundedAt: null,
  canCancel: false,
  canRequestRefund: false,
  buyer: { id: 3, username: 'ayse', email: 'ayse@example.com' },
  shipping: null,
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
    expect(within(dialog).getByText(/ayse is told by mail and on order GF0123456789ABCDEF/)).toBeTruthy();
    expect(answered).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Your answer to the buyer'), {
      target: { value: ' Worn items cannot be returned. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse refund' }));
    await waitFor(() =>
      expect(answered).toEqual([{ orderId: 5, approve: false, answer: 'Worn items cannot be returned.' }]),
    );
  });
});
