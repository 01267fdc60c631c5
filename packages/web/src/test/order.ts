import type { Order } from '@gamefolk/contract';

/** A paid T-shirt in size M, not shipped, as the server answers it to its buyer, with whatever a test changes. */
export function paidShirt(changes: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: 'GF00AA11BB22CC33DD',
    created_at: '2030-01-01T10:00:00Z',
    status: 'paid',
    paymentStatus: 'paid',
    shipmentStatus: 'notShipped',
    trackingCode: null,
    total: 2499,
    unitPrice: 2499,
    currency: 'USD',
    paymentMethod: 'creditCard',
    productId: 1,
    productName: 'Gamefolk T-shirt',
    productNames: { en: 'Gamefolk T-shirt', tr: 'Gamefolk Tişört', es: 'Camiseta Gamefolk' },
    quantity: 1,
    size: 'M',
    type: 'merch',
    failedReasonCode: null,
    refundStatus: null,
    refundReason: null,
    refundNote: null,
    refundAnswer: null,
    refundAmount: 2499,
    paidAt: '2030-01-01T10:01:00Z',
    refundedAt: null,
    canCancel: true,
    canRequestRefund: true,
    shipping: { name: 'Deniz Yılmaz', address: 'Moda Cd. 1, İstanbul', phone: '+90 555 123 4567' },
    ...changes,
  };
}

/** Its buyer as a manager sees them. */
export const shirtBuyer = { id: 3, username: 'ayse', email: 'ayse@example.com' };
