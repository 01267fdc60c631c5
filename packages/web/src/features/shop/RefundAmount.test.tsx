import type { Order } from '@gamefolk/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { ManagedOrder } from './ManageShopPage';
import { OrderFacts } from './OrderFacts';

beforeAll(initTestI18n);

const order = (changes: Partial<Order>): Order => ({
  id: 5,
  number: 'GF0123456789ABCDEF',
  created_at: '2030-01-01T10:00:00Z',
  status: 'paid',
  paymentStatus: 'paid',
  shipmentStatus: 'notShipped',
  trackingCode: null,
  total: 4999,
  unitPrice: 4999,
  currency: 'USD',
  paymentMethod: 'creditCard',
  productId: 9,
  productName: 'Premium, 12 months',
  productNames: { en: 'Premium, 12 months', tr: 'Premium, 12 ay', es: 'Premium, 12 meses' },
  quantity: 1,
  size: null,
  type: 'subscription',
  failedReasonCode: null,
  refundStatus: 'requested',
  refundReason: 'other',
  refundNote: null,
  refundAnswer: null,
  refundAmount: 3749,
  paidAt: '2030-01-01T10:01:00Z',
  refundedAt: null,
  canCancel: false,
  canRequestRefund: false,
  buyer: { id: 3, username: 'ayse', email: 'ayse@example.com' },
  shipping: null,
  ...changes,
});

describe('refund amounts', () => {
  it("shows the manager what approving returns: a plan's unused share of its price", () => {
    renderWithApp(<ManagedOrder order={order({})} />);
    expect(screen.getByText(/Refund on approval: \$37\.49 of \$49\.99 \(the plan's unused time\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve refund' })).toBeTruthy();
  });

  it('shows the buyer the amount of a refund made, and none for a refused one', () => {
    const made = renderWithApp(<OrderFacts order={order({ status: 'refunded', refundStatus: 'refunded' })} />);
    expect(screen.getByText('Refund amount')).toBeTruthy();
    expect(screen.getByText('$37.49')).toBeTruthy();
    made.unmount();
    renderWithApp(<OrderFacts order={order({ refundStatus: 'refused' })} />);
    expect(screen.queryByText('Refund amount')).toBeNull();
  });
});
