// The starter catalogue, so a new install has a real shop. Each product is added once (by its slug) at start-up;
// what managers change afterwards is never overwritten. Pictures are small SVGs in packages/web/public/shop.
import type { Database } from '../db/client.js';
import { shopRepository, type NewProduct } from '../db/repositories/shop.js';

type Seed = NewProduct & { slug: string; sizes?: { size: string; stock: number }[] };

const clothing = (stock: number, sizes = ['S', 'M', 'L', 'XL']) => sizes.map((size) => ({ size, stock }));

export const starterCatalogue: Seed[] = [
  {
    slug: 'tshirt-classic',
    type: 'merch',
    name: { en: 'Gamefolk T-shirt', tr: 'Gamefolk Tişört', es: 'Camiseta Gamefolk' },
    description: {
      en: 'Soft cotton T-shirt with the Gamefolk controller on the chest. Regular fit.',
      tr: 'Göğsünde Gamefolk kumandası olan yumuşak pamuklu tişört. Normal kalıp.',
      es: 'Camiseta de algodón suave con el mando de Gamefolk en el pecho. Corte normal.',
    },
    priceCents: 2499,
    imageUrl: '/shop/tshirt.svg',
    sizes: clothing(25, ['XS', 'S', 'M', 'L', 'XL', 'XXL']),
  },
  {
    slug: 'jersey-esports',
    type: 'merch',
    name: { en: 'Esports Jersey', tr: 'Espor Forması', es: 'Camiseta de esports' },
    description: {
      en: 'Breathable team jersey for LAN nights and tournaments, with Gamefolk stripes.',
      tr: 'LAN geceleri ve turnuvalar için nefes alan takım forması, Gamefolk şeritli.',
      es: 'Camiseta de equipo transpirable para noches LAN y torneos, con franjas Gamefolk.',
    },
    priceCents: 5999,
    imageUrl: '/shop/jersey.svg',
    sizes: clothing(10),
  },
  {
    slug: 'hoodie-night',
    type: 'merch',
    name: { en: 'Night Raid Hoodie', tr: 'Gece Baskını Kapüşonlu', es: 'Sudadera Night Raid' },
    description: {
      en: 'Warm hoodie for long sessions, with a kangaroo pocket big enough for a controller.',
      tr: 'Uzun oyun seansları için sıcak kapüşonlu; kanguru cebine kumanda bile sığar.',
      es: 'Sudadera cálida para sesiones largas, con bolsillo canguro donde cabe un mando.',
    },
    priceCents: 4999,
    imageUrl: '/shop/hoodie.svg',
    sizes: clothing(8),
  },
  {
    slug: 'frame-neon',
    type: 'cosmetics',
    name: { en: 'Neon Frame', tr: 'Neon Çerçeve', es: 'Marco de neón' },
    description: {
      en: 'A glowing neon frame around your profile photo.',
      tr: 'Profil fotoğrafının çevresinde parlayan neon bir çerçeve.',
      es: 'Un marco de neón brillante alrededor de tu foto de perfil.',
    },
    priceCents: 299,
    imageUrl: '/shop/frame-neon.svg',
    cosmeticKind: 'frame',
    cosmeticStyle: 'neon',
  },
  {
    slug: 'banner-sunset',
    type: 'cosmetics',
    name: { en: 'Pixel Sunset Banner', tr: 'Piksel Gün Batımı Afişi', es: 'Banner Atardecer Píxel' },
    description: {
      en: 'A pixel-art sunset behind your profile header.',
      tr: 'Profil başlığının arkasında piksel sanatı bir gün batımı.',
      es: 'Un atardecer en pixel art detrás de la cabecera de tu perfil.',
    },
    priceCents: 399,
    imageUrl: '/shop/banner-sunset.svg',
    cosmeticKind: 'banner',
    cosmeticStyle: 'sunset',
  },
  {
    slug: 'badge-veteran',
    type: 'cosmetics',
    name: { en: 'Veteran Badge', tr: 'Emektar Rozeti', es: 'Insignia de veterano' },
    description: {
      en: 'A shield badge next to your name for players who have seen it all.',
      tr: 'Her şeyi görmüş oyuncular için adının yanında bir kalkan rozeti.',
      es: 'Una insignia de escudo junto a tu nombre para quien lo ha visto todo.',
    },
    priceCents: 199,
    imageUrl: '/shop/badge-veteran.svg',
    cosmeticKind: 'badge',
    cosmeticStyle: 'veteran',
  },
  ...(
    [
      ['premium', 1, 499],
      ['premium', 12, 4999],
      ['premiumPlus', 1, 999],
      ['premiumPlus', 12, 9999],
    ] as const
  ).map(([plan, months, priceCents]): Seed => {
    const plus = plan === 'premiumPlus';
    const label = plus ? 'Premium Plus' : 'Premium';
    return {
      slug: `${plan.toLowerCase()}-${months}m`,
      type: 'subscription',
      name:
        months === 1
          ? { en: `${label}, 1 month`, tr: `${label}, 1 ay`, es: `${label}, 1 mes` }
          : { en: `${label}, 12 months`, tr: `${label}, 12 ay`, es: `${label}, 12 meses` },
      description: plus
        ? {
            en: 'Everything in Premium, plus an animated banner, more profile photos, more lobbies at once and a pinned lobby.',
            tr: "Premium'daki her şey; üstüne hareketli afiş, daha fazla profil fotoğrafı, aynı anda daha çok lobi ve sabitlenmiş lobi.",
            es: 'Todo lo de Premium, más un banner animado, más fotos de perfil, más lobbies a la vez y un lobby fijado.',
          }
        : {
            en: 'A Premium badge on your profile, more profile photos and more lobbies at once.',
            tr: 'Profilinde Premium rozeti, daha fazla profil fotoğrafı ve aynı anda daha çok lobi.',
            es: 'Una insignia Premium en tu perfil, más fotos de perfil y más lobbies a la vez.',
          },
      priceCents,
      imageUrl: plus ? '/shop/premium-plus.svg' : '/shop/premium.svg',
      plan,
      months,
    };
  }),
];

/** Adds the starter products a database does not have yet (by slug); idempotent across restarts and instances. */
export async function seedShop(db: Database) {
  const shop = shopRepository(db);
  for (const { sizes, ...product } of starterCatalogue) {
    const row = await shop.seedProduct(product);
    if (row && sizes) await shop.replaceSizes(row.id, sizes);
  }
}
