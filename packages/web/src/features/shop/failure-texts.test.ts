import { languages, paymentFailureCodes } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import { failureKey } from './hooks';

const files = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/shop.json', {
  eager: true,
  import: 'default',
});

describe('payment failure texts', () => {
  it.each([...languages])('%s explains every PayTR reason code the spec lists, each differently', (language) => {
    const shop = files[`../../i18n/locales/${language}/shop.json`] as { failure: Record<string, string> };
    const texts = paymentFailureCodes.map((code) => shop.failure[String(code)]);
    expect(texts.every((text) => typeof text === 'string' && text.length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(paymentFailureCodes.length);
  });

  it('reads a code PayTR may add later as the technical error', () => {
    expect(failureKey({ failedReasonCode: 10 })).toBe('failure.10');
    expect(failureKey({ failedReasonCode: 42 })).toBe('failure.99');
    expect(failureKey({ failedReasonCode: null })).toBe('failure.99');
  });
});
