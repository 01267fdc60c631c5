import { isApiError } from '../api/api-error';
import { errorText, notifyError } from './errors';

/**
 * A refusal lands under the field the server names (`socials.twitch` → `twitch` with prefix `socials.`)
 * when the form has it; anything else is the usual translated toast.
 */
export function showFormError(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fields: readonly string[],
  prefix = '',
): void {
  const field = isApiError(error) && error.field?.startsWith(prefix) ? error.field.slice(prefix.length) : null;
  if (field && fields.includes(field)) setFieldError(field, errorText(error));
  else notifyError(error);
}
