import { isErrorCode } from '@gamefolk/contract';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { isApiError } from '../api/api-error';

/** Spec section 8's texts for a failed save, post or lobby (common.json `failed.*`). */
export type Failure = 'infoSave' | 'postCreate' | 'postDelete' | 'lobbyCreate' | 'lobbyEdit' | 'lobbyDelete';

/** A failure the player could not cause or fix: no answer, an unknown code, or the server's own error. */
function isUnexpected(error: unknown): boolean {
  return !isApiError(error) || !isErrorCode(error.code) || error.code === 'internalError';
}

/**
 * The translated text of an error: a contract code (from the server or a field rule), else the generic message.
 * With `failure`, an unexpected error says what failed ("Post creation failed."); a coded refusal keeps its own.
 */
export function errorText(error: unknown, failure?: Failure): string {
  if (failure && isUnexpected(error)) return i18n.t(`common:failed.${failure}`);
  const code = isApiError(error) ? error.code : error;
  if (isApiError(error) && code === 'tooManyRequests' && error.retryAfter) {
    return i18n.t('errors:tooManyRequestsWait', { when: inTime(error.retryAfter, i18n.language) });
  }
  if (isErrorCode(code)) return i18n.t(`errors:${code}`);
  return i18n.t('common:toast.genericError');
}

/** "in 30 seconds", "in 5 minutes", in the reader's language. */
function inTime(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 90) return format.format(seconds, 'second');
  if (seconds < 90 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** Spec section 8: server errors are toasts titled "whops" with the translated message. */
export function notifyError(error: unknown): void {
  notifyFailure(error);
}

/** notifyError naming what failed when the failure is unexpected ("Post creation failed."). */
export function notifyFailure(error: unknown, failure?: Failure): void {
  // The errors namespace may not be loaded yet on a public page.
  void i18n
    .loadNamespaces('errors')
    .then(() =>
      notifications.show({ color: 'red', title: i18n.t('common:toast.whops'), message: errorText(error, failure) }),
    );
}
