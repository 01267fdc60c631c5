import {
  getProduct,
  getProducts,
  getShopProducts,
  getUserCosmetics,
  saveProduct,
  setStock,
  type Language,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { presentProduct } from '../../presenters/shop.js';
import { handle } from '../define.js';

async function presentOne(services: Services, id: number, language: Language) {
  const row = await services.repos.shop.product(id);
  if (!row) throw new AppError('productNotFound');
  return presentProduct(row, await services.repos.shop.sizesOf([row.id]), language);
}

async function presentAll(services: Services, includeHidden: boolean, language: Language) {
  const rows = await services.repos.shop.products(includeHidden);
  const sizes = await services.repos.shop.sizesOf(rows.map((r) => r.id));
  return rows.map((row) => presentProduct(row, sizes, language));
}

export const getProductsHandler = handle(getProducts, async (input, { services }) =>
  presentAll(services, false, input.language ?? 'en'),
);

export const getProductHandler = handle(getProduct, async ({ id, language }, { services }) => {
  const row = await services.repos.shop.product(id);
  if (!row || row.hidden) throw new AppError('productNotFound');
  return presentOne(services, row.id, language ?? 'en');
});

export const getShopProductsHandler = handle(getShopProducts, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  return presentAll(services, true, input.language ?? (session.user.language as Language));
});

/** A product of each type needs its own details: sizes for merch, a kind for cosmetics, plan and months for subscriptions. */
export const saveProductHandler = handle(saveProduct, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  if (input.type === 'merch' && !input.sizes?.length) throw new AppError('productIncomplete', 'sizes');
  if (input.type === 'cosmetics' && !input.cosmeticKind) throw new AppError('productIncomplete', 'cosmeticKind');
  if (input.type === 'subscription' && (!input.plan || !input.months)) throw new AppError('productIncomplete', 'plan');
  if (input.imageUrl && !/^(\/|https:\/\/)/.test(input.imageUrl)) throw new AppError('invalidInput', 'imageUrl');
  if (input.sizes && new Set(input.sizes.map((s) => s.size)).size !== input.sizes.length)
    throw new AppError('invalidInput', 'sizes');
  const values = {
    type: input.type,
    name: input.name,
    description: input.description,
    priceCents: input.price,
    imageUrl: input.imageUrl ?? '',
    hidden: input.hidden,
    cosmeticKind: input.type === 'cosmetics' ? (input.cosmeticKind ?? null) : null,
    cosmeticStyle: input.type === 'cosmetics' ? (input.cosmeticStyle ?? 'default') : null,
    plan: input.type === 'subscription' ? (input.plan ?? null) : null,
    months: input.type === 'subscription' ? (input.months ?? null) : null,
  };
  const id = await services.repos.transaction(async (tx) => {
    let productId = input.id;
    if (productId) {
      const existing = await tx.shop.product(productId);
      if (!existing) throw new AppError('productNotFound');
      // A product keeps its type: orders copied it, and a T-shirt does not become a subscription.
      if (existing.type !== input.type) throw new AppError('invalidInput', 'type');
      await tx.shop.updateProduct(productId, values);
    } else {
      productId = (await tx.shop.insertProduct(values)).id;
    }
    if (input.type === 'merch' && input.sizes) await tx.shop.replaceSizes(productId, input.sizes);
    return productId;
  });
  return presentOne(services, id, session.user.language as Language);
});

export const setStockHandler = handle(setStock, async ({ productId, size, stock }, { services, session }) => {
  assertSiteManager(services, session.user);
  if (!(await services.repos.shop.product(productId))) throw new AppError('productNotFound');
  if (!(await services.repos.shop.setStock(productId, size, stock))) throw new AppError('unknownSize', 'size');
  return presentOne(services, productId, session.user.language as Language);
});

export const getUserCosmeticsHandler = handle(getUserCosmetics, async ({ userId }, { services }) =>
  (await services.repos.shop.cosmeticsOf(userId)).map((c) => ({
    id: c.id,
    kind: c.kind,
    style: c.style,
  })),
);
