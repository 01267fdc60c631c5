import { describe, expect, it } from 'vitest';
import { isIndexable } from './seo';

describe('isIndexable', () => {
  it.each(['/', '/about-us', '/mission', '/login', '/register', '/login/'])('indexes %s', (path) => {
    expect(isIndexable(path)).toBe(true);
  });

  it.each(['/about', '/privacy-policy', '/terms-of-service', '/feed', '/login/abc', '/nope'])('hides %s', (path) => {
    expect(isIndexable(path)).toBe(false);
  });
});
