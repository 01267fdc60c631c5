export interface LegalItem {
  id: string;
  label?: string;
  text: string;
}

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items: LegalItem[];
  note?: string;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  if (!isObject(value)) return [];
  return Object.values(value).filter((entry): entry is string => typeof entry === 'string');
}

function toItem(id: string, value: unknown): LegalItem | null {
  if (typeof value === 'string') return { id, text: value };
  if (isObject(value) && typeof value.text === 'string') {
    return typeof value.label === 'string' ? { id, label: value.label, text: value.text } : { id, text: value.text };
  }
  return null;
}

/**
 * Turns the `sections` object of a legal document in the locale file into a typed list.
 * The JSON keeps sections as keyed objects (not arrays) so the three locales can be compared key by key;
 * their order in the file is the order on the page. Anything malformed is skipped rather than rendered half-way.
 */
export function parseLegalSections(raw: unknown): LegalSection[] {
  if (!isObject(raw)) return [];
  const sections: LegalSection[] = [];
  for (const [id, value] of Object.entries(raw)) {
    if (!isObject(value) || typeof value.title !== 'string') continue;
    const items = isObject(value.items)
      ? Object.entries(value.items)
          .map(([itemId, item]) => toItem(itemId, item))
          .filter((item): item is LegalItem => item !== null)
      : [];
    const section: LegalSection = { id, title: value.title, paragraphs: strings(value.body), items };
    if (typeof value.note === 'string') section.note = value.note;
    sections.push(section);
  }
  return sections;
}
