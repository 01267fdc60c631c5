import { errorText } from '../../components/errors';

/** The shape of a zod schema we need, so forms can use the contract's rules without importing zod. */
interface Rule {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** A Mantine form validator from a contract rule: the rule's message is an error code, shown translated. */
export function ruleValidator(rule: Rule) {
  return (value: unknown): string | null => {
    const result = rule.safeParse(value);
    if (result.success) return null;
    return errorText(result.error?.issues[0]?.message);
  };
}

export function requiredValidator(value: string): string | null {
  return value.trim() ? null : errorText('fieldRequired');
}

/** The parts of the password rule, for the live checklist under the field. */
export function passwordChecks(password: string) {
  return {
    length: password.length >= 8,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{N}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}
