/** Spec section 9: about 60 highlight colours, twelve hues from pale to deep. */
const hues = [0, 22, 40, 54, 80, 130, 165, 190, 210, 235, 270, 315];
const lightness = [88, 76, 64, 52, 40];

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Row by row: each row one lightness, each column one hue. */
export const highlightPalette: string[] = lightness.flatMap((l) => hues.map((h) => hslToHex(h, 85, l)));
