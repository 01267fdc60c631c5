import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, UserCosmetic } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { startPaytrStandIn, type PaytrStandIn } from '../../test/paytr-stand-in.js';

let paytr: PaytrStandIn;
let server: TestServer;
let offsetMs = 0;
let boss: Awaited<ReturnType<typeof signUp>>;
let products: Product[];

beforeAll(async () => {
  paytr = await startPaytrStandIn();
  server = await startTestServer(
    { ...paytr.config(), managerEmails: ['shopboss@example.com'] },
    { now: () => new Date(Date.now() + offsetMs) },
  );
  paytr.state.callbackUrl = `${server.url}/api/payments/paytr/callback`;
  boss = await signUp(server, 'ShopBoss');
  products = (await server.open<Product[]>('getProducts', {})).data;
});
afterAll(async () => {
  await server.close();
  await paytr.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
const product = (slug: 'tshirt' | 'frame' | 'premium' | 'premium12' | 'hoodie') => {
  const found = products.find((p) =>
    slug === 'tshirt'
      ? p.names.en === 'Gamefolk T-shirt'
      : slug === 'hoodie'
        ? p.names.en === 'Night Raid Hoodie'
        : slug === 'frame'
          ? p.cosmeticKind === 'frame'
          : p.plan === 'premium' && p.months === (slug === 'premium12' ? 12 : 1),
  );
  return found!;
};

async function order(user: User, payload: object) {
  const answer = await server.secured<{ id: number; number: string; iframeUrl: string; total: number }>(
    user.token,
    'createOrder',
    payload,
  );
  expect(answer.error).toBeUndefined();
  return answer.data;
}
const getOrder = async (user: User, id: number) => (await server.secured<Order>(user.token, 'getOrder', { id })).data;
const stock = async (id: number, size: string) => (await server.open<Product>('getProduct', { id })).data.stock![size];
const pay = (number: string, total: number, extra: Record<string, string> = {}) =>
  paytr.sendCallback(paytr.callbackFields(number, 'success', String(total), extra));

describe('catalogue', () => {
  it('shows a seeded shop to everyone: prices in cents, names in three languages, sizes with stock for merch', async () => {
    expect(products.some((p) => p.type === 'merch')).toBe(true);
    expect(products.some((p) => p.type === 'cosmetics')).toBe(true);
    expect(products.some((p) => p.type === 'subscription')).toBe(true);
    const shirt = product('tshirt');
    expect(shirt.price).toBe(2499);
    expect(shirt.names.tr).toBe('Gamefolk Tişört');
    expect(shirt.sizes).toContain('M');
    expect(shirt.stock!.M).toBeGreaterThan(0);
    const spanish = (await server.open<Product[]>('getProducts', { language: 'es' })).data;
    expect(spanish.find((p) => p.id === shirt.id)!.name).toBe('Camiseta Gamefolk');
  });

  it('lets managers add, hide and restock products; nobody else', async () => {
    const user = await signUp(server);
    const draft = {
      type: 'merch',
      name: { en: 'Cap', tr: 'Şapka', es: 'Gorra' },
      description: { en: 'A cap', tr: 'Bir şapka', es: 'Una gorra' },
      price: 1500,
      sizes: [{ size: 'M', stock: 3 }],
    };
    expect((await server.secured(user.token, 'saveProduct', draft)).error?.code).toBe('unauthorized');
    const saved = await server.secured<Product>(boss.token, 'saveProduct', draft);
    expect(saved.data.stock).toEqual({ M: 3 });
    expect((await server.secured(boss.token, 'saveProduct', { ...draft, sizes: [] })).error?.code).toBe(
      'productIncomplete',
    );
    await server.secured(boss.token, 'setStock', { productId: saved.data.id, size: 'M', stock: 7 });
    expect(await stock(saved.data.id, 'M')).toBe(7);
    await server.secured(boss.token, 'saveProduct', { ...draft, id: saved.data.id, hidden: true });
    const open = (await server.open<Product[]>('getProducts', {})).data;
    expect(open.some((p) => p.id === saved.data.id)).toBe(false);
    expect((await server.open('getProduct', { id: saved.data.id })).error?.code).toBe('productNotFound');
  });
});

describe('checkout', () => {
  it('prices the order from the catalogue whatever the client sends, and asks PayTR with a valid token', async () => {
    const user = await signUp(server);
    const shirt = product('tshirt');
    const created = await order(user, { productId: shirt.id, quantity: 2, size: 'M', price: 1, total: 1 });
    expect(created.total).toBe(4998);
    expect(created.iframeUrl).toMatch(new RegExp(`^${paytr.url}/odeme/guvenli/[a-f0-9]+$`));
    const seen = paytr.seenFor(created.iframeUrl)!;
    expect(seen.fields.payment_amount).toBe('4998');
    expect(seen.fields.currency).toBe('USD');
    expect(seen.basket).toEqual([['Gamefolk T-shirt', '24.99', 2]]);
    expect(seen.fields.merchant_ok_url).toBe(`http://gamefolk.test/paytr/ok?order=${created.id}`);
    expect(seen.fields.merchant_fail_url).toBe(`http://gamefolk.test/paytr/fail?order=${created.id}`);
    expect(seen.fields.user_ip).toBe('127.0.0.1');
    const mine = await getOrder(user, created.id);
    expect(mine).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', total: 4998, size: 'M', quantity: 2 });
  });

  it('refuses what the catalogue does not allow, each with its code', async () => {
    const user = await signUp(server);
    const shirt = product('tshirt');
    const code = async (payload: object) => (await server.secured(user.token, 'createOrder', payload)).error?.code;
    expect(await code({ productId: shirt.id, quantity: 1 })).toBe('sizeRequired');
    expect(await code({ productId: shirt.id, quantity: 1, size: 'XXXL' })).toBe('unknownSize');
    expect(await code({ productId: shirt.id, quantity: 11, size: 'M' })).toBe('quantityInvalid');
    expect(await code({ productId: product('frame').id, quantity: 2 })).toBe('singleItem');
    expect(await code({ productId: 999_999, quantity: 1 })).toBe('productNotFound');
    expect(await code({ productId: shirt.id, quantity: 1, size: 'M\u0000' })).toBe('invalidCharacters');
  });

  it('answers notConfigured without merchant values, while the shop can still be browsed', async () => {
    const user = await signUp(server);
    const saved = server.config.paytr.merchantKey;
    server.config.paytr.merchantKey = undefined;
    try {
      const answer = await server.secured(user.token, 'createOrder', { productId: product('frame').id });
      expect(answer.status).toBe(503);
      expect(answer.error?.code).toBe('notConfigured');
      expect((await server.open<Product[]>('getProducts', {})).data.length).toBeGreaterThan(0);
    } finally {
      server.config.paytr.merchantKey = saved;
    }
  });

  it('never sells below zero: ten parallel orders for the last hoodie in L, one wins', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
    const hoodie = product('hoodie');
    await server.secured(boss.token, 'setStock', { productId: hoodie.id, size: 'L', stock: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.secured(buyers[i % 4]!.token, 'createOrder', { productId: hoodie.id, quantity: 1, size: 'L' }),
      ),
    );
    expect(answers.filter((a) => !a.error)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === 'outOfStock')).toHaveLength(9);
    expect(await stock(hoodie.id, 'L')).toBe(0);
  });

  it('allows PayTR as the only payment frame in the CSP, and our own result pages it sends that frame to', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy')!;
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'))!;
    expect(frameSrc).toContain(paytr.url);
    // After paying, PayTR moves its frame to /paytr/ok or /paytr/fail: without 'self' the card form showed a broken page.
    expect(frameSrc.trim().split(/\s+/)).toContain("'self'");
    expect(frameSrc).not.toMatch(/\bhttps?:(\s|$)|\*(\s|$)/);
  });

  it('lets only PayTR (and ourselves) frame the payment result pages; every other page refuses framing', async () => {
    const ancestors = async (path: string) =>
      (await fetch(`${server.url}${path}`)).headers
        .get('content-security-policy')!
        .split(';')
        .find((d) => d.trim().startsWith('frame-ancestors'))!
        .trim();
    expect(await ancestors('/paytr/ok?order=1')).toBe(`frame-ancestors 'self' ${paytr.url}`);
    expect(await ancestors('/paytr/fail')).toBe(`frame-ancestors 'self' ${paytr.url}`);
    expect(await ancestors('/shop')).toBe("frame-ancestors 'none'");
    expect(await ancestors('/paytr/ok/../../api/health')).not.toContain(paytr.url);
  });
});

describe('PayTR callback', () => {
  it('marks the order paid once, answers OK every time, and mails the buyer in their language', async () => {
    const user = await signUp(server);
    await server.secured(user.token, 'saveUserLanguage', { language: 'tr' });
    const created = await order(user, { productId: product('tshirt').id, quantity: 1, size: 'S' });
    const first = await pay(created.number, created.total);
    expect(first).toEqual({ status: 200, body: 'OK' });
    const paid = await getOrder(user, created.id);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', shipmentStatus: 'notShipped' });
    const again = await pay(created.number, created.total);
    expect(again).toEqual({ status: 200, body: 'OK' });
    expect((await getOrder(user, created.id)).paidAt).toBe(paid.paidAt);
    const mail = await server.smtp.waitFor(user.email, /ödeme alındı/);
    expect(mail.text).toContain(created.number);
    expect(mail.text).toContain('$24.99');
  });

  it('applies two racing callbacks once: stock taken again once for an order paid after it timed out', async () => {
    const user = await signUp(server);
    const hoodie = product('hoodie');
    await server.secured(boss.token, 'setStock', { productId: hoodie.id, size: 'M', stock: 5 });
    const created = await order(user, { productId: hoodie.id, quantity: 2, size: 'M' });
    expect(await stock(hoodie.id, 'M')).toBe(3);
    await server.secured(user.token, 'cancelOrder', { orderId: created.id });
    expect(await stock(hoodie.id, 'M')).toBe(5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(created.number, created.total)));
    expect(answers.every((a) => a.status === 200 && a.body === 'OK')).toBe(true);
    expect((await getOrder(user, created.id)).status).toBe('paid');
    expect(await stock(hoodie.id, 'M')).toBe(3);
  });

  it('changes nothing for a forged hash (400) or a signed callback with another amount', async () => {
    const user = await signUp(server);
    const created = await order(user, { productId: product('frame').id });
    const forged = { ...paytr.callbackFields(created.number, 'success', String(created.total)), hash: 'Zm9yZ2Vk' };
    const answer = await paytr.sendCallback(forged);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toBe('OK');
    const otherKey = paytr.callbackFields(created.number, 'success', '1');
    expect((await paytr.sendCallback({ ...otherKey, total_amount: String(created.total) })).status).toBe(400);
    const wrongAmount = await pay(created.number, 1, { payment_amount: '1' });
    expect(wrongAmount.status).toBe(400);
    expect((await getOrder(user, created.id)).status).toBe('pending');
    expect((await server.secured<UserCosmetic[]>(user.token, 'getUserCosmetics', { userId: user.id })).data).toEqual(
      [],
    );
    const hostile = await fetch(paytr.state.callbackUrl, {
      method: 'POST',
      body: new URLSearchParams({
        merchant_oid: 'a\u0000b',
        status: 'success',
        total_amount: '1',
        hash: 'x'.repeat(5000),
      }),
    });
    expect(hostile.status).toBe(400);
  });

  it('keeps every failure code PayTR sends (unknown ones read as 99) and gives the stock back', async () => {
    const user = await signUp(server);
    const shirt = product('tshirt');
    for (const code of ['0', '1', '2', '3', '6', '8', '9', '10', '11', '99', '42']) {
      const before = await stock(shirt.id, 'XL');
      const created = await order(user, { productId: shirt.id, quantity: 1, size: 'XL' });
      const answer = await paytr.sendCallback(
        paytr.callbackFields(created.number, 'failed', String(created.total), { failed_reason_code: code }),
      );
      expect(answer.body).toBe('OK');
      const failed = await getOrder(user, created.id);
      expect(failed.status).toBe('failed');
      expect(failed.paymentStatus).toBe('unpaid');
      expect(failed.failedReasonCode).toBe(code === '42' ? 99 : Number(code));
      expect(await stock(shirt.id, 'XL')).toBe(before);
    }
  });

  it('puts bought profile items on the buyer, and takes them back on a refund a manager approved', async () => {
    const user = await signUp(server);
    const created = await order(user, { productId: product('frame').id });
    await pay(created.number, created.total);
    const owned = await server.secured<UserCosmetic[]>(boss.token, 'getUserCosmetics', { userId: user.id });
    expect(owned.data).toEqual([expect.objectContaining({ kind: 'frame', style: 'neon' })]);
    // A used profile item is not cancelled by its buyer alone.
    expect((await getOrder(user, created.id)).canCancel).toBe(false);
    const refusedCancel = await server.secured<Order>(user.token, 'cancelOrder', { orderId: created.id });
    expect(refusedCancel.error?.code).toBe('orderNotCancellable');
    expect(paytr.refunds.some((r) => r.merchant_oid === created.number)).toBe(false);
    await server.secured(user.token, 'requestRefund', { orderId: created.id, reason: 'notLiked' });
    const cancelled = await server.secured<Order>(boss.token, 'answerRefund', { orderId: created.id, approve: true });
    expect(cancelled.data).toMatchObject({ status: 'refunded', refundAmount: 299 });
    expect(paytr.refunds.at(-1)).toMatchObject({ merchant_oid: created.number, return_amount: '2.99', accepted: true });
    expect((await server.secured<UserCosmetic[]>(user.token, 'getUserCosmetics', { userId: user.id })).data).toEqual(
      [],
    );
  });
});

describe('orders and refunds', () => {
  async function paidShirt(user: User) {
    const created = await order(user, { productId: product('tshirt').id, quantity: 1, size: 'L' });
    await pay(created.number, created.total);
    return created;
  }

  it("keeps another user's order out of reach, by id and by number", async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const created = await paidShirt(owner);
    for (const [action, payload] of [
      ['getOrder', { id: created.id }],
      ['searchOrder', { number: created.number }],
      ['requestRefund', { orderId: created.id, reason: 'other' }],
      ['cancelOrder', { orderId: created.id }],
    ] as const) {
      const answer = await server.secured(stranger.token, action, payload);
      expect(answer.status).toBe(404);
      expect(answer.error).toMatchObject({ code: 'orderNotFound', description: 'Order not found' });
    }
    expect(
      (await server.secured(stranger.token, 'answerRefund', { orderId: created.id, approve: true })).error?.code,
    ).toBe('unauthorized');
    const found = await server.secured<Order>(owner.token, 'searchOrder', { number: created.number.toLowerCase() });
    expect(found.data.id).toBe(created.id);
    expect((await server.secured<Order[]>(owner.token, 'getOrders', {})).data.map((o) => o.id)).toContain(created.id);
  });

  it('refund approved: PayTR is asked with the decimal amount and its token, the order is refunded and mailed', async () => {
    const user = await signUp(server);
    const created = await paidShirt(user);
    const asked = await server.secured<Order>(user.token, 'requestRefund', {
      orderId: created.id,
      reason: 'wrongSize',
      note: 'Too small',
    });
    expect(asked.data).toMatchObject({ refundStatus: 'requested', refundReason: 'wrongSize', refundNote: 'Too small' });
    expect(
      (await server.secured(user.token, 'requestRefund', { orderId: created.id, reason: 'other' })).error?.code,
    ).toBe('refundAlreadyRequested');
    const waiting = await server.secured<{ rows: Order[] }>(boss.token, 'getAllOrders', { refunds: true });
    expect(waiting.data.rows.map((o) => o.id)).toContain(created.id);
    const answered = await server.secured<Order>(boss.token, 'answerRefund', { orderId: created.id, approve: true });
    expect(answered.data).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
    expect(paytr.refunds.at(-1)).toMatchObject({
      merchant_oid: created.number,
      return_amount: '24.99',
      accepted: true,
    });
    await server.smtp.waitFor(user.email, /refunded/);
  });

  it('refund refused, and a refund PayTR does not make leaves the order paid', async () => {
    const user = await signUp(server);
    const created = await paidShirt(user);
    await server.secured(user.token, 'requestRefund', { orderId: created.id, reason: 'notLiked' });
    paytr.state.refundAnswer = 'error';
    try {
      const failed = await server.secured(boss.token, 'answerRefund', { orderId: created.id, approve: true });
      expect(failed.error?.code).toBe('refundFailed');
      expect(await getOrder(user, created.id)).toMatchObject({ status: 'paid', refundStatus: 'requested' });
    } finally {
      paytr.state.refundAnswer = 'success';
    }
    // The store says why (issue 47 item 20): the buyer reads it on the order and in the mail.
    const answer = 'Worn items cannot be returned <b>sorry</b>';
    const refused = await server.secured<Order>(boss.token, 'answerRefund', {
      orderId: created.id,
      approve: false,
      answer: `  ${answer} `,
    });
    expect(refused.data).toMatchObject({ status: 'paid', refundStatus: 'refused', refundAnswer: answer });
    expect(await getOrder(user, created.id)).toMatchObject({ refundStatus: 'refused', refundAnswer: answer });
    const mail = await server.smtp.waitFor(user.email, /refund request/);
    expect(mail.text).toContain(`The store says: ${answer}`);
    expect(mail.html).toContain('Worn items cannot be returned &lt;b&gt;sorry&lt;/b&gt;');
    // Answered once: a second refusal finds no request.
    const again = await server.secured(boss.token, 'answerRefund', {
      orderId: created.id,
      approve: false,
      answer: 'x',
    });
    expect(again.error?.code).toBe('refundNotRequested');
    const long = await server.secured(boss.token, 'answerRefund', {
      orderId: created.id,
      approve: false,
      answer: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
  });

  it('ships with a tracking code and mails it; a shipped order can no longer be cancelled', async () => {
    const user = await signUp(server);
    const created = await paidShirt(user);
    const noCode = await server.secured(boss.token, 'updateShipment', { orderId: created.id, status: 'shipped' });
    expect(noCode.error?.code).toBe('trackingCodeRequired');
    const shipped = await server.secured<Order>(boss.token, 'updateShipment', {
      orderId: created.id,
      status: 'shipped',
      trackingCode: 'TR123456789',
    });
    expect(shipped.data).toMatchObject({ shipmentStatus: 'shipped', trackingCode: 'TR123456789' });
    const mail = await server.smtp.waitFor(user.email, /on its way/);
    expect(mail.text).toContain('TR123456789');
    expect((await server.secured(user.token, 'cancelOrder', { orderId: created.id })).error?.code).toBe(
      'orderNotCancellable',
    );
  });

  it('holds stock no longer than PayTR’s payment window: then the unpaid order is cancelled and its stock back', async () => {
    const user = await signUp(server);
    const hoodie = product('hoodie');
    await server.secured(boss.token, 'setStock', { productId: hoodie.id, size: 'S', stock: 4 });
    const created = await order(user, { productId: hoodie.id, quantity: 1, size: 'S' });
    expect(paytr.seenFor(created.iframeUrl)!.fields.timeout_limit).toBe('10');
    expect(await stock(hoodie.id, 'S')).toBe(3);
    offsetMs = 9 * 60_000;
    try {
      await server.app.scheduler.tick();
      expect((await getOrder(user, created.id)).status).toBe('pending');
    } finally {
      offsetMs = 0;
    }
    offsetMs = 10 * 60_000 + 1000;
    try {
      await server.app.scheduler.tick();
      await expect.poll(async () => (await getOrder(user, created.id)).status, { timeout: 8000 }).toBe('cancelled');
    } finally {
      offsetMs = 0;
    }
    expect((await getOrder(user, created.id)).failedReasonCode).toBe(6);
    expect(await stock(hoodie.id, 'S')).toBe(4);
  });
});

describe('going back to an unpaid order', () => {
  it('a pending order is paid from a new form for the same order, open for what is left of its window; its buyer sees where it ships', async () => {
    const user = await signUp(server);
    const shipping = { name: 'Deniz Yılmaz', address: 'Moda Cd. 1, İstanbul', phone: '+90 555 123 4567' };
    const created = await order(user, { productId: product('tshirt').id, quantity: 1, size: 'S', shipping });
    expect((await getOrder(user, created.id)).shipping).toEqual(shipping);
    offsetMs = 4 * 60_000;
    let resumed: { id: number; iframeUrl: string; total: number };
    try {
      const answer = await server.secured<typeof resumed>(user.token, 'resumeOrder', { orderId: created.id });
      expect(answer.error).toBeUndefined();
      resumed = answer.data;
    } finally {
      offsetMs = 0;
    }
    expect(resumed.iframeUrl).not.toBe(created.iframeUrl);
    const seen = paytr.seenFor(resumed.iframeUrl)!;
    expect(seen.fields.merchant_oid).toBe(created.number);
    expect(seen.fields.payment_amount).toBe(String(created.total));
    expect(seen.fields.user_address).toBe(shipping.address);
    expect(seen.fields.timeout_limit).toBe('5');
    await pay(created.number, created.total);
    expect((await getOrder(user, created.id)).status).toBe('paid');
    const again = await server.secured(user.token, 'resumeOrder', { orderId: created.id });
    expect(again.error?.code).toBe('orderNotPayable');
    const stranger = await signUp(server);
    expect((await server.secured(stranger.token, 'resumeOrder', { orderId: created.id })).error?.code).toBe(
      'orderNotFound',
    );
  });

  it('a cancelled order cannot be resumed', async () => {
    const user = await signUp(server);
    const created = await order(user, { productId: product('frame').id });
    await server.secured(user.token, 'cancelOrder', { orderId: created.id });
    expect((await server.secured(user.token, 'resumeOrder', { orderId: created.id })).error?.code).toBe(
      'orderNotPayable',
    );
  });
});

describe('refund reasons', () => {
  it('a plan or a profile item cannot be refunded for a wrong size or a defect; merch can', async () => {
    const user = await signUp(server);
    const frame = await order(user, { productId: product('frame').id });
    await pay(frame.number, frame.total);
    for (const reason of ['wrongSize', 'defective']) {
      const answer = await server.secured(user.token, 'requestRefund', { orderId: frame.id, reason });
      expect(answer.error?.code).toBe('refundReasonNotApplicable');
    }
    expect((await getOrder(user, frame.id)).refundStatus).toBeNull();
    const ok = await server.secured<Order>(user.token, 'requestRefund', { orderId: frame.id, reason: 'notLiked' });
    expect(ok.data.refundStatus).toBe('requested');
    const shirt = await order(user, { productId: product('tshirt').id, quantity: 1, size: 'L' });
    await pay(shirt.number, shirt.total);
    const merch = await server.secured<Order>(user.token, 'requestRefund', { orderId: shirt.id, reason: 'wrongSize' });
    expect(merch.data.refundStatus).toBe('requested');
  });
});

describe('money by the rules', () => {
  const monthMs = 30 * 24 * 3600_000;
  async function paidPlan(user: User, slug: 'premium' | 'premium12' = 'premium12') {
    const created = await order(user, { productId: product(slug).id });
    await pay(created.number, created.total);
    return created;
  }
  const plan = async (user: User) => (await server.secured<{ premium: string | null }>(user.token, 'user')).data;

  it('a used plan is not refunded by its buyer’s cancel', async () => {
    const user = await signUp(server);
    const created = await paidPlan(user);
    offsetMs = 11 * monthMs;
    try {
      expect((await getOrder(user, created.id)).canCancel).toBe(false);
      const answer = await server.secured(user.token, 'cancelOrder', { orderId: created.id });
      expect(answer.error?.code).toBe('orderNotCancellable');
      expect(paytr.refunds.some((r) => r.merchant_oid === created.number)).toBe(false);
      expect(await getOrder(user, created.id)).toMatchObject({ status: 'paid', canRequestRefund: true });
      expect((await plan(user)).premium).toBe('premium');
    } finally {
      offsetMs = 0;
    }
  });

  it('a refused refund is not overridden by a cancel', async () => {
    const user = await signUp(server);
    const created = await order(user, { productId: product('tshirt').id, quantity: 1, size: 'M' });
    await pay(created.number, created.total);
    await server.secured(user.token, 'requestRefund', { orderId: created.id, reason: 'notLiked' });
    await server.secured(boss.token, 'answerRefund', { orderId: created.id, approve: false });
    expect((await getOrder(user, created.id)).canCancel).toBe(false);
    expect((await server.secured(user.token, 'cancelOrder', { orderId: created.id })).error?.code).toBe(
      'orderNotCancellable',
    );
    expect(paytr.refunds.some((r) => r.merchant_oid === created.number)).toBe(false);
    expect(await getOrder(user, created.id)).toMatchObject({ status: 'paid', refundStatus: 'refused' });
  });

  it('a plan is refunded pro rata for its unused time, on approval; what it gave beyond the free plan is frozen', async () => {
    const [user, viewer] = [await signUp(server), await signUp(server)];
    const created = await paidPlan(user);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = await server.secured<{ url: string }>(user.token, 'uploadFile', { base64: png.toString('base64') });
    for (let i = 0; i < 2; i++)
      expect(
        (await server.secured(user.token, 'saveUserPhotos', { addPhotos: Array(8).fill(upload.data.url) })).error,
      ).toBeUndefined();
    const gallery = async () => {
      let n = 0;
      for (let page = 1; ; page++) {
        const rows = (await server.secured<unknown[]>(viewer.token, 'getUserPhotos', { userId: user.id, page })).data;
        if (!rows.length) return n;
        n += rows.length;
      }
    };
    expect(await gallery()).toBe(16);
    const { premiumEndsAt } = (await server.secured<{ premiumEndsAt: string }>(user.token, 'user')).data;
    const paidAt = new Date((await getOrder(user, created.id)).paidAt!).getTime();
    const ends = new Date(premiumEndsAt).getTime();
    offsetMs = 3 * monthMs;
    try {
      await server.secured(user.token, 'requestRefund', { orderId: created.id, reason: 'other' });
      const expected = (created.total * (ends - Date.now() - offsetMs)) / (ends - paidAt);
      const listed = (await server.secured<{ rows: Order[] }>(boss.token, 'getAllOrders', { refunds: true })).data.rows;
      const quoted = listed.find((o) => o.id === created.id)!.refundAmount!;
      expect(Math.abs(quoted - expected)).toBeLessThanOrEqual(1);
      expect(quoted).toBeLessThan(created.total * 0.8);
      const answered = await server.secured<Order>(boss.token, 'answerRefund', { orderId: created.id, approve: true });
      expect(answered.data).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
      const made = paytr.refunds.filter((r) => r.merchant_oid === created.number);
      expect(made).toEqual([expect.objectContaining({ accepted: true })]);
      expect(Math.round(Number(made[0]!.return_amount) * 100)).toBe(answered.data.refundAmount);
      expect(Math.abs(answered.data.refundAmount! - quoted)).toBeLessThanOrEqual(1);
      // The mail states the amount refunded, as the order page does, not the price paid.
      const mail = await server.smtp.waitFor(user.email, /refunded/);
      expect(mail.text).toContain(`$${(answered.data.refundAmount! / 100).toFixed(2)}`);
      expect(mail.text).not.toContain(`$${(created.total / 100).toFixed(2)}`);
      expect((await plan(user)).premium).toBeNull();
      expect(await gallery()).toBe(12);
    } finally {
      offsetMs = 0;
    }
  });

  it('shipment and a refund race: fired together many times, exactly one wins each time', async () => {
    const shirt = product('tshirt');
    await server.secured(boss.token, 'setStock', { productId: shirt.id, size: 'S', stock: 100 });
    for (let i = 0; i < 12; i++) {
      const buyer = await signUp(server);
      const created = await order(buyer, { productId: shirt.id, quantity: 1, size: 'S' });
      await pay(created.number, created.total);
      const [cancel, ship] = await Promise.all([
        server.secured<Order>(buyer.token, 'cancelOrder', { orderId: created.id }),
        server.secured<Order>(boss.token, 'updateShipment', {
          orderId: created.id,
          status: 'shipped',
          trackingCode: `TR${i}`,
        }),
      ]);
      expect([cancel.error, ship.error].filter(Boolean)).toHaveLength(1);
      const final = await getOrder(buyer, created.id);
      if (cancel.error) {
        expect(cancel.error.code).toBe('orderNotCancellable');
        expect(final).toMatchObject({ status: 'paid', shipmentStatus: 'shipped', refundStatus: null });
        expect(paytr.refunds.some((r) => r.merchant_oid === created.number)).toBe(false);
      } else {
        expect(ship.error?.code).toBe('notShippable');
        expect(final).toMatchObject({ status: 'refunded', shipmentStatus: 'notShipped' });
      }
    }
  });

  it('a refund under way cannot ship, and a refund asked for waits for the manager’s answer before shipping', async () => {
    const buyer = await signUp(server);
    const created = await order(buyer, { productId: product('tshirt').id, quantity: 1, size: 'S' });
    await pay(created.number, created.total);
    await server.secured(buyer.token, 'requestRefund', { orderId: created.id, reason: 'wrongSize' });
    const ship = () =>
      server.secured(boss.token, 'updateShipment', { orderId: created.id, status: 'shipped', trackingCode: 'TR1' });
    expect((await ship()).error?.code).toBe('notShippable');
    await server.secured(boss.token, 'answerRefund', { orderId: created.id, approve: true });
    expect((await ship()).error?.code).toBe('notShippable');
    expect(await getOrder(buyer, created.id)).toMatchObject({ status: 'refunded', shipmentStatus: 'notShipped' });
  });

  it('one buyer holds at most a few units across unpaid orders', async () => {
    const buyer = await signUp(server);
    const shirt = product('tshirt');
    await server.secured(boss.token, 'setStock', { productId: shirt.id, size: 'XS', stock: 50 });
    const first = await order(buyer, { productId: shirt.id, quantity: 2, size: 'XS' });
    await order(buyer, { productId: shirt.id, quantity: 1, size: 'XS' });
    const refused = await server.secured(buyer.token, 'createOrder', { productId: shirt.id, quantity: 1, size: 'XS' });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'unpaidUnitsLimit', field: 'quantity' });
    const alone = await server.secured(buyer.token, 'createOrder', { productId: shirt.id, quantity: 4, size: 'M' });
    expect(alone.error?.code).toBe('unpaidUnitsLimit');
    expect(await stock(shirt.id, 'XS')).toBe(47);
    // Digital goods hold no stock; paying or cancelling frees the units.
    expect(
      (await server.secured(buyer.token, 'createOrder', { productId: product('frame').id })).error,
    ).toBeUndefined();
    await server.secured(buyer.token, 'cancelOrder', { orderId: first.id });
    expect(
      (await server.secured(buyer.token, 'createOrder', { productId: shirt.id, quantity: 2, size: 'XS' })).error,
    ).toBeUndefined();
  });

  it('a payment arriving after the window is honoured when stock allows, refunded in full otherwise', async () => {
    const [late, other] = [await signUp(server), await signUp(server)];
    const hoodie = product('hoodie');
    await server.secured(boss.token, 'setStock', { productId: hoodie.id, size: 'XL', stock: 1 });
    const created = await order(late, { productId: hoodie.id, quantity: 1, size: 'XL' });
    offsetMs = 11 * 60_000;
    try {
      await server.app.scheduler.tick();
      await expect.poll(async () => (await getOrder(late, created.id)).status, { timeout: 8000 }).toBe('cancelled');
    } finally {
      offsetMs = 0;
    }
    expect(await stock(hoodie.id, 'XL')).toBe(1);
    await order(other, { productId: hoodie.id, quantity: 1, size: 'XL' });
    expect(await pay(created.number, created.total)).toEqual({ status: 200, body: 'OK' });
    expect(await getOrder(late, created.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'paid',
      refundAmount: created.total,
    });
    expect(paytr.refunds.filter((r) => r.merchant_oid === created.number)).toEqual([
      expect.objectContaining({ return_amount: (created.total / 100).toFixed(2), accepted: true }),
    ]);
    expect(await stock(hoodie.id, 'XL')).toBe(0);
    // The same callback again changes nothing and asks for no second refund.
    expect(await pay(created.number, created.total)).toEqual({ status: 200, body: 'OK' });
    expect(paytr.refunds.filter((r) => r.merchant_oid === created.number)).toHaveLength(1);
  });
});

describe('write limits', () => {
  it('limits each buyer’s checkouts, cancels and refund requests (429)', async () => {
    const strict = await startTestServer({ ...paytr.config(), rateLimitScale: 0.0001 });
    try {
      const user = await signUp(strict);
      const frame = (await strict.open<Product[]>('getProducts', {})).data.find((p) => p.cosmeticKind === 'frame')!;
      const first = await strict.secured<{ id: number }>(user.token, 'createOrder', { productId: frame.id });
      expect(first.error).toBeUndefined();
      const second = await strict.secured(user.token, 'createOrder', { productId: frame.id });
      expect(second.status).toBe(429);
      expect(second.error?.code).toBe('tooManyRequests');
      expect((await strict.secured(user.token, 'cancelOrder', { orderId: first.data.id })).error).toBeUndefined();
      const again = await strict.secured(user.token, 'requestRefund', { orderId: first.data.id, reason: 'other' });
      expect(again.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it("sends PayTR the customer's address from X-Forwarded-For only when the proxy is trusted", async () => {
    const proxied = await startTestServer({ ...paytr.config(), trustProxy: ['127.0.0.1'] });
    try {
      const user = await signUp(proxied);
      const shop = (await proxied.open<Product[]>('getProducts', {})).data;
      const frame = shop.find((p) => p.cosmeticKind === 'frame')!;
      const checkout = async (url: string, token: string) => {
        const response = await fetch(`${url}/api/securedHandle`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': '203.0.113.9',
          },
          body: JSON.stringify({ action: 'createOrder', payload: { productId: frame.id } }),
        });
        return ((await response.json()) as { data: { iframeUrl: string } }).data.iframeUrl;
      };
      expect(paytr.seenFor(await checkout(proxied.url, user.token))!.fields.user_ip).toBe('203.0.113.9');
      // The shared server trusts no proxy: the header is ignored.
      const direct = await signUp(server);
      expect(paytr.seenFor(await checkout(server.url, direct.token))!.fields.user_ip).toBe('127.0.0.1');
    } finally {
      await proxied.close();
    }
  });
});
