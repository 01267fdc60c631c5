import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../api/client';
import esErrors from '../i18n/locales/es/errors.json';
import trErrors from '../i18n/locales/tr/errors.json';
import { initTestI18n } from '../test/render';
import { errorText } from './errors';

beforeAll(async () => {
  await initTestI18n();
  i18n.addResourceBundle('tr', 'errors', trErrors);
  i18n.addResourceBundle('es', 'errors', esErrors);
});
afterEach(() => vi.unstubAllGlobals());

async function limited(retryAfter: string) {
  const body = { error: { code: 'tooManyRequests', description: 'Too many attempts.' } };
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': retryAfter } })),
  );
  return call('namecheck', { name: 'player1' }).catch((e: unknown) => e);
}

describe('a limit reached', () => {
  it('says how long to wait, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(await limited('30'))).toBe("That's a lot at once. You can try again in 30 seconds.");
    expect(errorText(await limited('600'))).toBe("That's a lot at once. You can try again in 10 minutes.");
    await i18n.changeLanguage('tr');
    expect(errorText(await limited('30'))).toBe(
      'Kısa sürede çok fazla işlem yapıldı. 30 saniye sonra yeniden deneyebilirsin.',
    );
    await i18n.changeLanguage('es');
    expect(errorText(await limited('120'))).toBe(
      'Demasiado en poco tiempo. Puedes volver a intentarlo dentro de 2 minutos.',
    );
  });

  it('falls back to the plain message without a wait', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(await limited(''))).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
