import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { paidShirt } from '../../test/order';
import { OrderFacts } from './OrderFacts';

beforeAll(initTestI18n);

const order = paidShirt;

/** The value shown under a fact's label. */
const factValue = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('order facts (issue 33 item 9)', () => {
  it('tells the buyer where their merch ships', () => {
    renderWithApp(<OrderFacts order={order({})} />);
    expect(factValue('Ships to')).toBe('Deniz Yılmaz\nModa Cd. 1, İstanbul\n+90 555 123 4567');
  });

  it('says a refunded order’s payment was refunded, not paid', () => {
    renderWithApp(
      <OrderFacts order={order({ status: 'refunded', refundStatus: 'refunded', paymentStatus: 'paid' })} />,
    );
    expect(factValue('Payment')).toBe('Refunded');
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
  });

  it('gives a reason only for a payment that failed, never for a cancelled order', () => {
    const cancelled = renderWithApp(
      <OrderFacts order={order({ status: 'cancelled', paymentStatus: 'unpaid', failedReasonCode: 6 })} />,
    );
    expect(screen.queryByText('Failure reason')).toBeNull();
    cancelled.unmount();
    renderWithApp(<OrderFacts order={order({ status: 'failed', paymentStatus: 'unpaid', failedReasonCode: 10 })} />);
    expect(factValue('Failure reason')).toBe('This card needs 3D Secure.');
  });
});
