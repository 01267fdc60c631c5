/** Spec section 5: upload names are lowercased, with whitespace turned into underscores. */
export function uploadFileName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * The same name with another extension: a crop is always a JPEG, and the server refuses a name whose
 * extension claims another type than the bytes.
 */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'image'}.${extension}`;
}
