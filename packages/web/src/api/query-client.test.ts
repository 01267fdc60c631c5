import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorText } from '../components/errors';
import esErrors from '../i18n/locales/es/errors.json';
import trErrors from '../i18n/locales/tr/errors.json';
import { initTestI18n } from '../test/render';
import { call } from './client';
import { retryDelay } from './query-client';

beforeAll(async () => {
  await initTestI18n();
  i18n.addResourceBundle('tr', 'errors', trErrors);
  i18n.addResourceBundle('es', 'errors', esErrors);
});
afterEach(() => vi.unstubAllGlobals());

/** What a call meets while a dependency of the server is down. */
async function outage() {
  const body = { error: { code: 'serviceUnavailable', description: 'The service is briefly unavailable.' } };
  const answer = new Response(JSON.stringify(body), { status: 503, headers: { 'retry-after': '5' } });
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
  return call('namecheck', { name: 'player1' }).catch((e: unknown) => e);
}

describe('an outage (503 serviceUnavailable)', () => {
  it('is retried after the Retry-After the server gave', async () => {
    expect(retryDelay(1, await outage())).toBe(5000);
    expect(retryDelay(1, new Error('network'))).toBe(2000);
  });

  it('is shown in the reader’s language', async () => {
    for (const language of ['en', 'tr', 'es']) {
      await i18n.changeLanguage(language);
      expect(errorText(await outage())).toBe(i18n.t('errors:serviceUnavailable'));
    }
    expect(errorText(await outage())).toMatch(/unos segundos/);
    await i18n.changeLanguage('en');
  });
});
