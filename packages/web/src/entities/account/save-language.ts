import type { Language } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { notifyError } from '../../components/errors';
import { accountKeys } from './hooks';

/** Saves the UI language to the account; loaded on demand so public pages do not ship the API client. */
export async function saveLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  try {
    await call('saveUserLanguage', { language });
    await queryClient.invalidateQueries({ queryKey: accountKeys.user() });
  } catch (error) {
    notifyError(error);
  }
}
