import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import esLayout from '../../../i18n/locales/es/layout.json';
import trLayout from '../../../i18n/locales/tr/layout.json';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { Footer } from './Footer';

beforeAll(async () => {
  await initTestI18n();
  i18n.addResourceBundle('tr', 'layout', trLayout);
  i18n.addResourceBundle('es', 'layout', esLayout);
});

describe('public footer', () => {
  it.each([
    ['en', 'Shop'],
    ['tr', 'Mağaza'],
    ['es', 'Tienda'],
  ])('leads a %s visitor to the shop', async (language, name) => {
    await i18n.changeLanguage(language);
    const view = renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/shop');
    view.unmount();
    await i18n.changeLanguage('en');
  });
});
