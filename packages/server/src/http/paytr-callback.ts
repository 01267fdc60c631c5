// PayTR's side of the shop: the callback it POSTs (form-encoded, no session), and the result pages it may show
// inside its iframe.
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { callbackHashValid, paytrMerchant } from '../providers/paytr.js';
import { applyCallback, orderMailJob, refundAtPaytr } from '../services/shop/shop-payments.js';

export const paytrCallbackPath = '/api/payments/paytr/callback';

const digits = z.string().regex(/^\d{1,12}$/);
const callbackSchema = z.object({
  merchant_oid: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  status: z.enum(['success', 'failed']),
  total_amount: digits,
  hash: z.string().min(1).max(200),
  failed_reason_code: z.string().max(10).optional(),
  failed_reason_msg: z.string().max(2000).optional(),
  payment_amount: digits.optional(),
  payment_type: z.string().max(20).optional(),
  currency: z.string().max(5).optional(),
  test_mode: z.string().max(5).optional(),
});

export async function registerShopRoutes(app: FastifyInstance, services: Services) {
  /**
   * A payment that arrived after its order's stock went to someone else goes back in full at once. If PayTR does
   * not make it, the order waits in the managers' refund list (approving it asks PayTR again); PayTR still gets OK.
   */
  async function refundLatePayment(number: string, log: FastifyBaseLogger) {
    const claimed = await services.repos.shop.orderByNumber(number);
    if (!claimed) return;
    try {
      await refundAtPaytr(services, claimed, 'approvalNotMade');
    } catch (err) {
      log.warn({ err, order: number }, 'A late payment could not be refunded yet: left for a manager');
    }
  }

  await app.register(async (scope) => {
    // Only this scope reads form bodies: the API itself stays JSON-only.
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    scope.post(paytrCallbackPath, async (request, reply) => {
      const merchant = paytrMerchant(services.config);
      const parsed = callbackSchema.safeParse(request.body);
      if (!parsed.success) throw new AppError('invalidInput');
      const body = parsed.data;
      if (!callbackHashValid(merchant, body)) {
        request.log.warn({ order: body.merchant_oid }, 'PayTR callback with a bad hash refused');
        throw new AppError('paymentHashInvalid');
      }
      const result = await services.repos.transaction((tx) =>
        applyCallback(services, tx, {
          merchantOid: body.merchant_oid,
          success: body.status === 'success',
          totalAmount: body.total_amount,
          paymentAmount: body.payment_amount,
          reasonCode: body.failed_reason_code,
          reasonMsg: body.failed_reason_msg?.replaceAll('\u0000', ''),
        }),
      );
      if (result === 'amountMismatch') {
        request.log.error(
          { order: body.merchant_oid, amount: body.total_amount },
          'PayTR callback amount is not the order total',
        );
        throw new AppError('paymentAmountMismatch');
      }
      if (result === 'unknownOrder')
        request.log.warn({ order: body.merchant_oid }, 'PayTR callback for an unknown order');
      if (result === 'applied') services.jobs.wake(orderMailJob);
      if (result === 'refundDue') await refundLatePayment(body.merchant_oid, request.log);
      return reply.type('text/plain; charset=utf-8').send('OK');
    });
  });

  // PayTR sends the browser to our result pages inside its iframe: those two pages (and only they) may be framed
  // by PayTR and by ourselves; the page then steps out of the frame.
  const paytrOrigin = new URL(services.config.paytr.url).origin;
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path !== '/paytr/ok' && path !== '/paytr/fail') return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${paytrOrigin}`),
      );
    reply.removeHeader('x-frame-options');
  });
}
