import { isErrorCode } from '@gamefolk/contract';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { isApiError } from '../api/api-error';

/** The translated text of an error: a contract code (from the server or a field rule), else the generic message. */
export function errorText(error: unknown): string {
  const code = isApiError(error) ? error.code : error;
  if (isErrorCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('common:toast.genericError');
}

/** Spec section 8: server errors are toasts titled "whops" with the translated message. */
export function notifyError(error: unknown): void {
  // The errors namespace may not be loaded yet on a public page.
  void i18n
    .loadNamespaces('errors')
    .then(() => notifications.show({ color: 'red', title: i18n.t('common:toast.whops'), message: errorText(error) }));
}
