import type { z } from 'zod';

/** A handler's result broke its contract: our bug, answered as a 500 and failing the test that met it. */
export class OutputMismatchError extends Error {
  constructor(action: string, problem: string) {
    super(`${action}: result does not match its contract: ${problem}`);
    this.name = 'OutputMismatchError';
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The path of the first field in `raw` that the parsed result does not have: zod drops undeclared keys
 * silently, so comparing the two finds a field the contract lacks. Keys holding `undefined` never reach JSON.
 */
export function undeclaredField(raw: unknown, parsed: unknown, at: string[] = []): string | undefined {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    for (let i = 0; i < raw.length; i++) {
      const found = undeclaredField(raw[i], parsed[i], [...at, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(parsed, key)) return [...at, key].join('.');
    const found = undeclaredField(value, parsed[key], [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Development and tests: the result must match the output schema exactly: a wrong type or a field the contract
 * does not declare throws, instead of being stripped on the way out. Production skips this (see decisions.md).
 */
export function checkOutput(action: string, schema: z.ZodType, result: unknown): unknown {
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const error = new OutputMismatchError(action, `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    console.error(error.message);
    throw error;
  }
  const extra = undeclaredField(result, parsed.data);
  if (extra !== undefined) {
    const error = new OutputMismatchError(action, `undeclared field ${extra}`);
    // Tests log nothing else: say which field, so the failing test points at the handler to fix.
    console.error(error.message);
    throw error;
  }
  return parsed.data;
}
