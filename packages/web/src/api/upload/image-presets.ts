/** Spec section 5: how images are recompressed before upload, per use. */
export const compressionPresets = {
  image: { quality: 0.8, maxSide: 2000 },
  logo: { quality: 0.6, maxSide: 300 },
} as const;
export type CompressionPreset = keyof typeof compressionPresets;

/**
 * Crop frames: a profile photo is square (framed round, as it is shown); an organization's logo is square and
 * framed square, as its rounded square shows nearly all of it; a banner is 4.6 wide for 1 high (1400×300 recommended).
 */
export const cropAspects = { profile: 1, logo: 1, banner: 4.6 } as const;
export type CropShape = keyof typeof cropAspects;

export const cropQuality = 0.7;

export const bannerRecommendedSize = { width: 1400, height: 300 } as const;

/** What the file picker offers: the image types the server accepts (jpeg, png, gif, svg, icon, webp). */
export const acceptedImageTypes =
  'image/jpeg,image/png,image/gif,image/svg+xml,image/webp,image/x-icon,image/vnd.microsoft.icon';
