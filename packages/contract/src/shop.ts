import { z } from 'zod';
import { defineAction } from './action.js';
import { languages } from './limits.js';
import { wireCodes } from './wire-codes.js';

export const productTypes = ['cosmetics', 'merch', 'subscription'] as const;
export type ProductType = (typeof productTypes)[number];

/** Digital profile items: a frame round the photo, a banner behind the header, a badge by the name. */
export const cosmeticKinds = ['frame', 'banner', 'badge'] as const;
export type CosmeticKind = (typeof cosmeticKinds)[number];

/** The plans a subscription product sells (the same as premium.ts's, kept here so the shop stands alone). */
export const subscriptionPlans = ['premium', 'premiumPlus'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export const merchSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/**
 * `pending`: sent to PayTR, waiting for its callback; `paid`; `failed` (with PayTR's reason code); `cancelled`:
 * never paid (abandoned, timed out or cancelled by the buyer); `refunded`: paid, then the money went back.
 */
export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const shipmentStatuses = ['notShipped', 'shipped', 'delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export const refundReasons = ['notLiked', 'wrongSize', 'defective', 'wrongItem', 'missingItem', 'other'] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The reasons that fit what was bought: a plan or a profile item has no size and cannot arrive broken. */
export const refundReasonsFor = (type: ProductType): readonly RefundReason[] =>
  type === 'merch' ? refundReasons : (['notLiked', 'wrongItem', 'missingItem', 'other'] as const);

/** `requested`: the store contacts the customer; `processing`: a manager's approval is at PayTR. */
export const refundStatuses = ['requested', 'processing', 'refused', 'refunded'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * PayTR's failed_reason_code values the spec explains, by name (an order's `failedReasonCode` carries the number):
 * `timedOutOrCancelled` is also what an order dropped unpaid holds, by the expiry job or its buyer, and
 * `technicalError` what a token PayTR refused, or any code the spec does not explain, reads as.
 */
export const paymentFailures = wireCodes({
  0: 'cardDeclined',
  1: 'identityNotVerified',
  2: 'verificationFailed',
  3: 'securityCheckBlocked',
  6: 'timedOutOrCancelled',
  8: 'instalmentsNotSupported',
  9: 'cardNotAllowed',
  10: 'threeDSecureRequired',
  11: 'rejectedForSecurity',
  99: 'technicalError',
} as const);
export type PaymentFailure = keyof typeof paymentFailures.codeOf;
export const paymentFailureCodes = Object.values(paymentFailures.codeOf);
export type PaymentFailureCode = (typeof paymentFailures.codeOf)[PaymentFailure];

/** `maxUnpaidUnits`: merch units one buyer's unpaid orders may hold at once (stock waits for their payment). */
export const shopLimits = {
  maxQuantity: 10,
  maxUnpaidUnits: 3,
  maxPriceCents: 100_000_00,
  maxStock: 100_000,
  refundNote: 500,
} as const;

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
    .trim()
    .max(max, { error: 'textTooLong' })
    .refine(noNul, { error: 'invalidInput' });
const id = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int({ error: 'invalidInput' })
  .positive({ error: 'invalidInput' })
  .max(2_147_483_647, { error: 'invalidInput' });

export const localizedTextSchema = z.object({ tr: z.string(), en: z.string(), es: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
const localizedInput = (max: number) =>
  z.object({
    tr: text(max).min(1, { error: 'fieldRequired' }),
    en: text(max).min(1, { error: 'fieldRequired' }),
    es: text(max).min(1, { error: 'fieldRequired' }),
  });

export const productSchema = z.object({
  id: z.number().int(),
  /** In the asked language (English by default); `names` and `descriptions` carry all three. */
  name: z.string(),
  description: z.string(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  /** US cents: 1999 is $19.99. */
  price: z.number().int(),
  type: z.enum(productTypes),
  imageUrl: z.string(),
  /** Merch only: the sizes in order, and how many of each are left. */
  sizes: z.array(z.string()).optional(),
  stock: z.record(z.string(), z.number().int()).optional(),
  cosmeticKind: z.enum(cosmeticKinds).nullable(),
  cosmeticStyle: z.string().nullable(),
  plan: z.enum(subscriptionPlans).nullable(),
  months: z.number().int().nullable(),
  hidden: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const getProducts = defineAction({
  name: 'getProducts',
  access: 'open',
  input: z.object({ language: z.enum(languages, { error: 'unsupportedLanguage' }).optional() }).default({}),
  output: z.array(productSchema),
});

export const getProduct = defineAction({
  name: 'getProduct',
  access: 'open',
  input: z.object({ id, language: z.enum(languages, { error: 'unsupportedLanguage' }).optional() }),
  output: productSchema,
});

const shippingSchema = z.object({
  name: text(80).min(1, { error: 'fieldRequired' }),
  address: text(300).min(1, { error: 'fieldRequired' }),
  phone: text(20)
    .min(1, { error: 'fieldRequired' })
    .regex(/^\+?[0-9 ]{5,20}$/, { error: 'invalidPhone' }),
});

export const createOrder = defineAction({
  name: 'createOrder',
  access: 'secured',
  input: z.object({
    productId: id,
    quantity: z
      .number({ error: 'invalidInput' })
      .int({ error: 'invalidInput' })
      .min(1, { error: 'quantityInvalid' })
      .max(shopLimits.maxQuantity, { error: 'quantityInvalid' })
      .default(1),
    size: text(10).optional(),
    /** Where merch goes (the checkout form asks for it); without it the buyer's name stands in. */
    shipping: shippingSchema.optional(),
  }),
  output: z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.literal('pending'),
    /** PayTR's payment form, shown in an iframe. */
    iframeUrl: z.string(),
    total: z.number().int(),
  }),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(['paid', 'unpaid']),
  shipmentStatus: z.enum(shipmentStatuses),
  trackingCode: z.string().nullable(),
  /** US cents. */
  total: z.number().int(),
  unitPrice: z.number().int(),
  currency: z.string(),
  paymentMethod: z.literal('creditCard'),
  productId: z.number().int(),
  productName: z.string(),
  productNames: localizedTextSchema,
  quantity: z.number().int(),
  size: z.string().nullable(),
  type: z.enum(productTypes),
  failedReasonCode: z.number().int().nullable(),
  refundStatus: z.enum(refundStatuses).nullable(),
  refundReason: z.enum(refundReasons).nullable(),
  refundNote: z.string().nullable(),
  /** Why the store refused the refund, when it said. */
  refundAnswer: z.string().nullable(),
  /** US cents: what a refund returned, or would return now (a plan: its unused share; docs/decisions.md "Refunds"). */
  refundAmount: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What the buyer may still do. */
  canCancel: z.boolean(),
  canRequestRefund: z.boolean(),
  /** Managers' view only. */
  buyer: z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() }).optional(),
  /** Where merch goes, for its buyer and the managers; null when none was given. */
  shipping: z.object({ name: z.string(), address: z.string(), phone: z.string() }).nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

const langInput = { language: z.enum(languages, { error: 'unsupportedLanguage' }).optional() };

export const getOrders = defineAction({
  name: 'getOrders',
  access: 'secured',
  input: z.object(langInput).default({}),
  output: z.array(orderSchema),
});

export const getOrder = defineAction({
  name: 'getOrder',
  access: 'secured',
  input: z.object({ id, ...langInput }),
  output: orderSchema,
});

export const searchOrder = defineAction({
  name: 'searchOrder',
  access: 'secured',
  input: z.object({ number: text(64).min(1, { error: 'fieldRequired' }), ...langInput }),
  output: orderSchema,
});

export const requestRefund = defineAction({
  name: 'requestRefund',
  access: 'secured',
  input: z.object({
    orderId: id,
    reason: z.enum(refundReasons, { error: 'refundReasonRequired' }),
    note: text(shopLimits.refundNote).optional(),
  }),
  output: orderSchema,
});

/**
 * The buyer goes back to paying an order still waiting for payment (the card form was closed, the page left): a new
 * PayTR form for the same order, open for what is left of its payment window.
 */
export const resumeOrder = defineAction({
  name: 'resumeOrder',
  access: 'secured',
  input: z.object({ orderId: id }),
  output: createOrder.output,
});

/** The buyer cancels: an unpaid order is dropped; paid merch not shipped yet is refunded in full. Nothing else. */
export const cancelOrder = defineAction({
  name: 'cancelOrder',
  access: 'secured',
  input: z.object({ orderId: id }),
  output: orderSchema,
});

export const answerRefund = defineAction({
  name: 'answerRefund',
  access: 'secured',
  input: z.object({
    orderId: id,
    approve: z.boolean({ error: 'invalidInput' }),
    /** With a refusal: why, as the buyer reads it on the order and in the mail. */
    answer: text(500).optional(),
  }),
  output: orderSchema,
});

export const updateShipment = defineAction({
  name: 'updateShipment',
  access: 'secured',
  input: z.object({
    orderId: id,
    status: z.enum(shipmentStatuses, { error: 'invalidInput' }),
    trackingCode: text(60).optional(),
  }),
  output: orderSchema,
});

/** Managers: every order, newest first, optionally only those waiting for an answer to a refund. */
export const getAllOrders = defineAction({
  name: 'getAllOrders',
  access: 'secured',
  input: z.object({
    page: z.number().int().min(0).max(100_000).default(0),
    refunds: z.boolean().optional(),
    ...langInput,
  }),
  output: z.object({ rows: z.array(orderSchema), total_rows: z.number().int(), page: z.number().int() }),
});

/** Managers: the whole catalogue, hidden products too. */
export const getShopProducts = defineAction({
  name: 'getShopProducts',
  access: 'secured',
  input: z.object(langInput).default({}),
  output: z.array(productSchema),
});

export const saveProduct = defineAction({
  name: 'saveProduct',
  access: 'secured',
  input: z.object({
    id: id.optional(),
    type: z.enum(productTypes, { error: 'invalidInput' }),
    name: localizedInput(80),
    description: localizedInput(1000),
    price: z
      .number({ error: 'invalidInput' })
      .int({ error: 'priceInvalid' })
      .min(1, { error: 'priceInvalid' })
      .max(shopLimits.maxPriceCents, { error: 'priceInvalid' }),
    imageUrl: text(500).optional(),
    hidden: z.boolean().default(false),
    cosmeticKind: z.enum(cosmeticKinds, { error: 'invalidInput' }).nullish(),
    cosmeticStyle: text(30).nullish(),
    plan: z.enum(subscriptionPlans, { error: 'invalidInput' }).nullish(),
    months: z.union([z.literal(1), z.literal(12)], { error: 'invalidInput' }).nullish(),
    /** Merch: every size it comes in with its stock. */
    sizes: z
      .array(
        z.object({
          size: z.enum(merchSizes, { error: 'invalidInput' }),
          stock: z.number().int().min(0, { error: 'stockInvalid' }).max(shopLimits.maxStock, { error: 'stockInvalid' }),
        }),
      )
      .max(merchSizes.length)
      .optional(),
  }),
  output: productSchema,
});

/** Managers: one size's stock, set outright. */
export const setStock = defineAction({
  name: 'setStock',
  access: 'secured',
  input: z.object({
    productId: id,
    size: z.enum(merchSizes, { error: 'invalidInput' }),
    stock: z.number().int().min(0, { error: 'stockInvalid' }).max(shopLimits.maxStock, { error: 'stockInvalid' }),
  }),
  output: productSchema,
});

export const userCosmeticSchema = z.object({
  id: z.number().int(),
  kind: z.enum(cosmeticKinds),
  style: z.string(),
});
export type UserCosmetic = z.infer<typeof userCosmeticSchema>;

/** The profile items a user owns (bought and not refunded). */
export const getUserCosmetics = defineAction({
  name: 'getUserCosmetics',
  access: 'secured',
  input: z.object({ userId: id }),
  output: z.array(userCosmeticSchema),
});

export const shopActions = {
  getProducts,
  getProduct,
  createOrder,
  getOrders,
  getOrder,
  searchOrder,
  requestRefund,
  resumeOrder,
  cancelOrder,
  answerRefund,
  updateShipment,
  getAllOrders,
  getShopProducts,
  saveProduct,
  setStock,
  getUserCosmetics,
};
