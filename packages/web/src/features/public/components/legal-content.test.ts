import { describe, expect, it } from 'vitest';
import { parseLegalSections } from './legal-content';

describe('parseLegalSections', () => {
  it('keeps the file order of sections, paragraphs and items', () => {
    const sections = parseLegalSections({
      who: { title: 'Who we are', body: { p1: 'First.', p2: 'Second.' } },
      data: {
        title: 'Data',
        items: { account: { label: 'Account', text: 'email' }, logs: 'server logs' },
        note: 'Ask us.',
      },
    });

    expect(sections).toEqual([
      { id: 'who', title: 'Who we are', paragraphs: ['First.', 'Second.'], items: [] },
      {
        id: 'data',
        title: 'Data',
        paragraphs: [],
        items: [
          { id: 'account', label: 'Account', text: 'email' },
          { id: 'logs', text: 'server logs' },
        ],
        note: 'Ask us.',
      },
    ]);
  });

  it('returns nothing for a missing translation, which i18next reports as the key string', () => {
    expect(parseLegalSections('privacy.sections')).toEqual([]);
  });

  it('skips sections without a title and items without text', () => {
    const sections = parseLegalSections({
      broken: { body: { p1: 'x' } },
      ok: { title: 'Ok', items: { a: { label: 'A' } } },
    });
    expect(sections).toEqual([{ id: 'ok', title: 'Ok', paragraphs: [], items: [] }]);
  });
});
