import { timedJob } from './scheduler.js';
import { dropUnpaid } from '../services/shop/shop-payments.js';

/**
 * Every minute: orders still unpaid after PayTR's payment window (timeout_limit) are cancelled with
 * `timedOutOrCancelled` (the spec's 6) and their stock goes back. Rows are taken with SKIP LOCKED inside one
 * transaction, so a callback holding an order, a retry or another instance never handles it twice.
 */
export const shopOrderExpiry = timedJob('shop-order-expiry', { ms: 60_000 }, async (services) => {
  for (let round = 0; round < 50; round++) {
    const done = await services.repos.transaction(async (tx) => {
      const due = await tx.shop.expiredPending(services.now(), 100);
      for (const order of due) await dropUnpaid(tx, order, 'timedOutOrCancelled');
      return due.length;
    });
    if (done < 100) return;
  }
});
