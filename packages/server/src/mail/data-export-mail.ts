import type { Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { linkMail } from './layout.js';

/** "Your data is ready": locales/<lang>/mail.json's `dataExport`, with the link to the settings page that downloads it. */
export function renderDataExportMail(language: Language, name: string, link: string, texts: Texts = sharedTexts()) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const body = `${t('dataExport.body')} ${t('dataExport.note')}`;
  return {
    subject: t('dataExport.subject'),
    ...linkMail(language, { greeting: t('greeting', { name }), body, button: t('dataExport.button'), link }),
  };
}
