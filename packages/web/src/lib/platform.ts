export type MobilePlatform = 'ios' | 'android';

/** Phones only: tablets and desktops never see the install prompt. */
export function detectMobilePlatform(userAgent: string): MobilePlatform | null {
  if (/iPhone|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent) && /Mobile/i.test(userAgent)) return 'android';
  return null;
}
