// PayTR's iFrame API (its card-payment protocol, as the product's provider notes give it): a token for the payment form,
// the signed callback, and refunds. Only the hashes and the two POSTs live here; what they mean for an order is
// the shop's (services/shop/shop-payments.ts, http/paytr-callback.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { readBounded } from './provider-fetch.js';

export interface PaytrMerchant {
  url: string;
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  testMode: boolean;
}

/** The merchant values, or `notConfigured` when any of the three is missing. */
export function paytrMerchant(config: Pick<Config, 'paytr'>): PaytrMerchant {
  const { url, merchantId, merchantKey, merchantSalt, testMode } = config.paytr;
  if (!merchantId || !merchantKey || !merchantSalt) throw new AppError('notConfigured');
  return { url, merchantId, merchantKey, merchantSalt, testMode };
}

export const hmacBase64 = (key: string, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('base64');

/** `[name, unit price as "12.34", quantity]` rows, base64 of their JSON: PayTR's user_basket. */
export const encodeBasket = (rows: [string, string, number][]) => Buffer.from(JSON.stringify(rows)).toString('base64');

/** Cents as PayTR's decimal string: 1197 → "11.97". */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

export interface TokenRequest {
  userIp: string;
  merchantOid: string;
  email: string;
  /** Cents (amount × 100). */
  paymentAmount: number;
  currency: 'USD' | 'TL' | 'EUR' | 'GBP' | 'RUB';
  basket: [string, string, number][];
  userName: string;
  userAddress: string;
  userPhone: string;
  okUrl: string;
  failUrl: string;
  timeoutMinutes: number;
  lang: 'tr' | 'en';
}

/** The form fields of get-token, paytr_token made exactly as PayTR checks it. */
export function tokenFields(merchant: PaytrMerchant, req: TokenRequest): Record<string, string> {
  const fields = {
    merchant_id: merchant.merchantId,
    user_ip: req.userIp,
    merchant_oid: req.merchantOid,
    email: req.email,
    payment_amount: String(req.paymentAmount),
    user_basket: encodeBasket(req.basket),
    no_installment: '1',
    max_installment: '0',
    currency: req.currency,
    test_mode: merchant.testMode ? '1' : '0',
  };
  const hashStr =
    fields.merchant_id +
    fields.user_ip +
    fields.merchant_oid +
    fields.email +
    fields.payment_amount +
    fields.user_basket +
    fields.no_installment +
    fields.max_installment +
    fields.currency +
    fields.test_mode;
  return {
    ...fields,
    paytr_token: hmacBase64(merchant.merchantKey, hashStr + merchant.merchantSalt),
    user_name: req.userName,
    user_address: req.userAddress,
    user_phone: req.userPhone,
    merchant_ok_url: req.okUrl,
    merchant_fail_url: req.failUrl,
    debug_on: merchant.testMode ? '1' : '0',
    timeout_limit: String(req.timeoutMinutes),
    lang: req.lang,
  };
}

async function postForm(url: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(20_000),
      redirect: 'error',
    });
  } catch {
    throw new AppError('paymentProviderError');
  }
  // PayTR's answers are a few hundred bytes: a larger one is read no further.
  const body = await readBounded(response, 64 * 1024)
    .then((bytes) => bytes.toString('utf8'))
    .catch(() => '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // not JSON: handled below
  }
  return { status: 'failed', reason: `HTTP ${response.status}` };
}

/** Asks PayTR for a payment form; answers the iframe's address. */
export async function getIframeUrl(merchant: PaytrMerchant, req: TokenRequest) {
  const answer = await postForm(`${merchant.url}/odeme/api/get-token`, tokenFields(merchant, req));
  if (answer.status !== 'success' || typeof answer.token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(answer.token)) {
    return { ok: false as const, reason: typeof answer.reason === 'string' ? answer.reason.slice(0, 300) : '' };
  }
  return { ok: true as const, iframeUrl: `${merchant.url}/odeme/guvenli/${answer.token}` };
}

export interface PaytrCallback {
  merchant_oid: string;
  status: 'success' | 'failed';
  total_amount: string;
  hash: string;
  failed_reason_code?: string;
  failed_reason_msg?: string;
  payment_type?: string;
  payment_amount?: string;
  currency?: string;
  test_mode?: string;
}

/** hash == base64(HMAC-SHA256(merchant_key, merchant_oid + merchant_salt + status + total_amount)), compared in constant time. */
export function callbackHashValid(merchant: PaytrMerchant, body: PaytrCallback): boolean {
  const expected = Buffer.from(
    hmacBase64(merchant.merchantKey, body.merchant_oid + merchant.merchantSalt + body.status + body.total_amount),
  );
  const given = Buffer.from(body.hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** PayTR's refund: the amount as a decimal string, with its own token. True only when PayTR answers success. */
export async function refund(merchant: PaytrMerchant, merchantOid: string, amountCents: number) {
  const returnAmount = centsToDecimal(amountCents);
  const fields = {
    merchant_id: merchant.merchantId,
    merchant_oid: merchantOid,
    return_amount: returnAmount,
    paytr_token: hmacBase64(
      merchant.merchantKey,
      merchant.merchantId + merchantOid + returnAmount + merchant.merchantSalt,
    ),
  };
  const answer = await postForm(`${merchant.url}/odeme/iade`, fields);
  return {
    ok: answer.status === 'success',
    message: typeof answer.err_msg === 'string' ? answer.err_msg.slice(0, 300) : String(answer.status ?? ''),
  };
}
