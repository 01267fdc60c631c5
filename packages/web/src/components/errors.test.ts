import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../api/client';
import esCommon from '../i18n/locales/es/common.json';
import esErrors from '../i18n/locales/es/errors.json';
import trCommon from '../i18n/locales/tr/common.json';
import trErrors from '../i18n/locales/tr/errors.json';
import { initTestI18n } from '../test/render';
import { errorText } from './errors';

beforeAll(async () => {
  await initTestI18n();
  i18n.addResourceBundle('tr', 'errors', trErrors);
  i18n.addResourceBundle('es', 'errors', esErrors);
  i18n.addResourceBundle('tr', 'common', trCommon);
  i18n.addResourceBundle('es', 'common', esCommon);
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

async function failing(status: number, code: string, field?: string) {
  const body = { error: { code, description: 'x', ...(field && { field }) } };
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })));
  return call('namecheck', { name: 'player1' }).catch((e: unknown) => e);
}

describe('a failed save, post or lobby', () => {
  it("names what failed, in the reader's language, when the failure is unexpected", async () => {
    const broken = await failing(500, 'internalError');
    await i18n.changeLanguage('en');
    expect(errorText(broken, 'postCreate')).toBe('Post creation failed.');
    expect(errorText(broken, 'infoSave')).toBe('Information save failed.');
    expect(errorText(new TypeError('Failed to fetch'), 'lobbyCreate')).toBe('Lobby create failed.');
    expect(errorText(broken, 'lobbyEdit')).toBe('Lobby edit failed.');
    expect(errorText(broken, 'lobbyDelete')).toBe('Lobby delete failed.');
    expect(errorText(broken, 'postDelete')).toBe('Post delete failed.');
    await i18n.changeLanguage('tr');
    expect(errorText(broken, 'postCreate')).toBe('Gönderi oluşturulamadı.');
    await i18n.changeLanguage('es');
    expect(errorText(broken, 'lobbyCreate')).toBe('No se pudo crear el lobby.');
    await i18n.changeLanguage('en');
  });

  it('keeps the message of a coded refusal', async () => {
    await i18n.changeLanguage('en');
    const refused = await failing(400, 'textTooLong');
    expect(errorText(refused, 'postCreate')).toBe(errorText(refused));
    expect(errorText(refused, 'postCreate')).not.toBe('Post creation failed.');
  });
});
