// What the rest of the app may use of features/shop; everything else in this folder is its own.
export type { ProductPageState } from './ProductPage';
export { CosmeticBadges, CosmeticBanner, CosmeticFrame } from './ProfileCosmetics';
export { useCreateOrderMutation, useFormatPrice, useProductsQuery } from './hooks';
