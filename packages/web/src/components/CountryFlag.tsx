/**
 * Flags drawn from SVG files (flag-icons), not emoji: Chromium on Linux and Windows has no flag glyphs and
 * shows two letters in boxes. Each file is fetched only when its flag is shown.
 */
const files = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const urlByCode = new Map(
  Object.entries(files).map(([path, url]) => [/([a-z-]+)\.svg$/.exec(path)?.[1]?.toUpperCase() ?? '', url]),
);

/** A country's flag by its ISO alpha-2 code, 4:3, as tall as the text beside it; nothing for an unknown code. */
export function CountryFlag({ code2, height = 14 }: { code2: string; height?: number }) {
  const url = urlByCode.get(code2.toUpperCase());
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      aria-hidden
      width={Math.round((height * 4) / 3)}
      height={height}
      style={{ borderRadius: 2, flexShrink: 0, objectFit: 'cover', boxShadow: '0 0 0 1px rgba(127,127,127,0.25)' }}
      data-testid="country-flag"
    />
  );
}
