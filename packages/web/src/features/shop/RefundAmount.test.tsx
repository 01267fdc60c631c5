import type { Order } from '@gamefolk/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { paidShirt, shirtBuyer } from '../../test/order';
import { ManagedOrder } from './ManageShopPage';
import { OrderFacts } from './OrderFacts';

beforeAll(initTestI18n);

/** A year's plan with a refund asked for: its unused share is what approving returns. */
const order = (changes: Partial<Order>): Order =>
  paidShirt({
    id: 5,
    total: 4999,
    unitPrice: 4999,
    productId: 9,
    productName: 'Premium, 12 months',
    productNames: { en: 'Premium, 12 months', tr: 'Premium, 12 ay', es: 'Premium, 12 meses' },
    size: null,
    type: 'subscription',
    refundStatus: 'requested',
    refundReason: 'other',
    refundAmount: 3749,
    canCancel: false,
    canRequestRefund: false,
    buyer: shirtBuyer,
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
