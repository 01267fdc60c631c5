import { limits, type ErrorCode } from '@gamefolk/contract';

export interface NewOrganizationValues {
  name: string;
  country: string | null;
  categoryId: string | null;
  description: string;
  logo: File | null;
}

type FieldErrors = Partial<Record<keyof NewOrganizationValues, ErrorCode>>;

/** The server's rule, checked early so the preview can say it before a round trip. */
export function isStealingName(name: string): boolean {
  return name.toLowerCase().replace(/\s+/g, '').includes('gamefolk');
}

export function nameError(name: string): ErrorCode | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'fieldRequired';
  if ([...trimmed].length > limits.shortText) return 'textTooLong';
  if (isStealingName(trimmed)) return 'stealingName';
  return null;
}

/** Spec section 5's rules for a new organization, as contract error codes per field. */
export function validateNewOrganization(values: NewOrganizationValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (!values.country) errors.country = 'fieldRequired';
  if (!values.categoryId) errors.categoryId = 'fieldRequired';
  if ([...values.description.trim()].length > limits.longText) errors.description = 'textTooLong';
  if (!values.logo) errors.logo = 'missingLogo';
  return errors;
}
