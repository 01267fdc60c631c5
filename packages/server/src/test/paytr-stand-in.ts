import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A PayTR stand-in on loopback (PayTR's "iFrame API" documentation, as the product's provider notes give it): get-token checks
 * paytr_token exactly as PayTR does, the iframe page lets a tester pay with a test card (then POSTs the signed
 * callback to our server and sends the browser to merchant_ok_url or merchant_fail_url), and the refund API
 * checks its own token. Tests can also send callbacks of their own, signed or forged.
 */
export const testCard = '4355084355084358';

export interface TokenRequestSeen {
  fields: Record<string, string>;
  basket: [string, string, number][];
  token: string;
}

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64');

async function readForm(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startPaytrStandIn(
  options: { merchantId?: string; merchantKey?: string; merchantSalt?: string } = {},
) {
  const merchant = {
    merchantId: options.merchantId ?? '123456',
    merchantKey: options.merchantKey ?? 'standInKey' + randomBytes(4).toString('hex'),
    merchantSalt: options.merchantSalt ?? 'standInSalt' + randomBytes(4).toString('hex'),
  };
  const tokens = new Map<string, TokenRequestSeen>();
  const tokenRequests: TokenRequestSeen[] = [];
  const refunds: { merchant_oid: string; return_amount: string; accepted: boolean }[] = [];
  const state = {
    /** Where callbacks go (our server's /api/payments/paytr/callback); set once our server listens. */
    callbackUrl: '',
    /** What the refund API answers to a well-signed request. */
    refundAnswer: 'success' as 'success' | 'error',
  };

  const callbackFields = (
    oid: string,
    status: 'success' | 'failed',
    totalAmount: string,
    extra: Record<string, string> = {},
  ) => ({
    merchant_oid: oid,
    status,
    total_amount: totalAmount,
    hash: hmac(merchant.merchantKey, oid + merchant.merchantSalt + status + totalAmount),
    failed_reason_code: '',
    failed_reason_msg: '',
    test_mode: '1',
    payment_type: 'card',
    currency: 'USD',
    payment_amount: totalAmount,
    ...extra,
  });

  /** POSTs a callback as PayTR does (form-encoded); answers our status and body. */
  async function sendCallback(fields: Record<string, string>) {
    const response = await fetch(state.callbackUrl, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: response.status, body: await response.text() };
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

      if (req.method === 'POST' && url.pathname === '/odeme/api/get-token') {
        const f = await readForm(req);
        const required = [
          'merchant_id',
          'user_ip',
          'merchant_oid',
          'email',
          'payment_amount',
          'paytr_token',
          'user_basket',
          'no_installment',
          'max_installment',
          'currency',
          'test_mode',
          'user_name',
          'user_address',
          'user_phone',
          'merchant_ok_url',
          'merchant_fail_url',
        ];
        const missing = required.filter((k) => !f[k]);
        if (missing.length) return json({ status: 'failed', reason: `missing: ${missing.join(',')}` });
        const hashStr =
          f.merchant_id! +
          f.user_ip +
          f.merchant_oid +
          f.email +
          f.payment_amount +
          f.user_basket +
          f.no_installment +
          f.max_installment +
          f.currency +
          f.test_mode;
        if (
          f.merchant_id !== merchant.merchantId ||
          f.paytr_token !== hmac(merchant.merchantKey, hashStr + merchant.merchantSalt)
        )
          return json({ status: 'failed', reason: 'paytr_token is not valid' });
        if (!/^[A-Za-z0-9]{1,64}$/.test(f.merchant_oid!) || !/^\d+$/.test(f.payment_amount!))
          return json({ status: 'failed', reason: 'merchant_oid or payment_amount is not valid' });
        const basket = JSON.parse(Buffer.from(f.user_basket!, 'base64').toString('utf8')) as [string, string, number][];
        const token = randomBytes(16).toString('hex');
        const seen = { fields: f, basket, token };
        tokens.set(token, seen);
        tokenRequests.push(seen);
        return json({ status: 'success', token });
      }

      const page = /^\/odeme\/guvenli\/([a-f0-9]+)(\/pay)?$/.exec(url.pathname);
      if (page && tokens.has(page[1]!)) {
        const seen = tokens.get(page[1]!)!;
        if (req.method === 'GET' && !page[2]) {
          const amount = (Number(seen.fields.payment_amount) / 100).toFixed(2);
          const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>PayTR stand-in</title>
<style>body{font-family:sans-serif;margin:12px;background:#fff;color:#111}label,input,select,button{display:block;margin:6px 0;width:100%;max-width:320px;font-size:16px}</style></head>
<body><h3>PayTR (stand-in)</h3><p>${escapeHtml(seen.basket.map((b) => b[0]).join(', '))}: ${escapeHtml(seen.fields.currency!)} ${amount}</p>
<form method="post" action="/odeme/guvenli/${seen.token}/pay">
<label>Card number<input name="card" aria-label="Card number" autocomplete="off"></label>
<label>Outcome<select name="code" aria-label="Outcome"><option value="">Approve</option>
${[0, 1, 2, 3, 6, 8, 9, 10, 11, 99].map((c) => `<option value="${c}">Decline ${c}</option>`).join('')}</select></label>
<button type="submit">Pay</button></form></body></html>`;
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        }
        if (req.method === 'POST' && page[2]) {
          const f = await readForm(req);
          const declined =
            f.code !== undefined && f.code !== '' ? f.code : f.card?.replace(/\s/g, '') === testCard ? null : '0';
          const fields =
            declined === null
              ? callbackFields(seen.fields.merchant_oid!, 'success', seen.fields.payment_amount!)
              : callbackFields(seen.fields.merchant_oid!, 'failed', seen.fields.payment_amount!, {
                  failed_reason_code: declined,
                  failed_reason_msg: 'Declined by the stand-in',
                });
          await sendCallback(fields);
          return res
            .writeHead(302, {
              location: declined === null ? seen.fields.merchant_ok_url! : seen.fields.merchant_fail_url!,
            })
            .end();
        }
      }

      if (req.method === 'POST' && url.pathname === '/odeme/iade') {
        const f = await readForm(req);
        const expected = hmac(
          merchant.merchantKey,
          f.merchant_id! + f.merchant_oid + f.return_amount + merchant.merchantSalt,
        );
        const wellFormed = /^\d+\.\d{2}$/.test(f.return_amount ?? '');
        // PayTR returns at most what was paid for the order, over all its refunds.
        const paidCents = Number(
          tokenRequests.find((t) => t.fields.merchant_oid === f.merchant_oid)?.fields.payment_amount,
        );
        const returnedCents = refunds
          .filter((r) => r.accepted && r.merchant_oid === f.merchant_oid)
          .reduce((sum, r) => sum + Math.round(Number(r.return_amount) * 100), 0);
        const withinPaid =
          !Number.isFinite(paidCents) || returnedCents + Math.round(Number(f.return_amount) * 100) <= paidCents;
        const accepted =
          f.merchant_id === merchant.merchantId &&
          f.paytr_token === expected &&
          wellFormed &&
          withinPaid &&
          state.refundAnswer === 'success';
        refunds.push({ merchant_oid: f.merchant_oid ?? '', return_amount: f.return_amount ?? '', accepted });
        if (f.paytr_token !== expected || !wellFormed)
          return json({ status: 'error', err_no: '004', err_msg: 'paytr_token is not valid' });
        if (!accepted) return json({ status: 'error', err_no: '009', err_msg: 'Refund refused by the stand-in' });
        return json({ status: 'success', is_test: 1, merchant_oid: f.merchant_oid, return_amount: f.return_amount });
      }

      res.writeHead(404).end('not found');
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...merchant,
    state,
    tokenRequests,
    refunds,
    /** The settings our server needs to talk to this stand-in. */
    config: () => ({ paytr: { url, ...merchant, testMode: true, timeoutMinutes: 10 } }),
    callbackFields,
    sendCallback,
    /** A token request's order number from an iframe URL. */
    seenFor: (iframeUrl: string) => tokens.get(iframeUrl.split('/').at(-1)!),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaytrStandIn = Awaited<ReturnType<typeof startPaytrStandIn>>;
