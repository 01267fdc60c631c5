import { isApiError } from '../api/api-error';
import { errorText, notifyFailure, type Failure } from './errors';

/**
 * A refusal lands under the field the server names (`socials.twitch` → `twitch` with prefix `socials.`)
 * when the form has it; anything else is the usual translated toast (naming the `failure` when unexpected).
 */
export function showFormError(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fields: readonly string[],
  prefix = '',
  failure?: Failure,
): void {
  const field = isApiError(error) && error.field?.startsWith(prefix) ? error.field.slice(prefix.length) : null;
  if (field && fields.includes(field)) setFieldError(field, errorText(error));
  else notifyFailure(error, failure);
}
