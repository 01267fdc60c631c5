import type { Language } from '@gamefolk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../api/session';
import { changeLanguage, currentLanguage } from '../../i18n/language';

/** Switches the UI language and, when signed in, saves it to the account. */
export function useLanguageSwitch() {
  useTranslation(); // re-render on language change
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const switchTo = async (next: Language) => {
    await changeLanguage(next);
    if (!signedIn) return;
    const { saveLanguage } = await import('./save-language');
    await saveLanguage(queryClient, next);
  };
  return { language, switchTo };
}
