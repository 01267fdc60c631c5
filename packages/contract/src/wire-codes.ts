import { z } from 'zod';

/** The spec's flags that take 1 or true (and 0 or false): read as a boolean here, so no handler compares numbers. */
export const wireFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((flag) => flag === true || flag === 1);

/** What a search result or a mention suggestion names: the spec's `type` 1 is a player, 2 an organization. */
export const resultKinds = { 1: 'user', 2: 'organization' } as const;
export type ResultKind = (typeof resultKinds)[keyof typeof resultKinds];
export const resultKindOf = (result: { type: keyof typeof resultKinds }): ResultKind => resultKinds[result.type];

/**
 * A number the spec puts on the wire for a name (`status: 1 | 2` for approve and reject): parsed into the name here,
 * once, so that nothing past the contract compares numbers; `codeOf` is the number a client sends for a name.
 * What travels stays the spec's number.
 */
export function wireCodes<const T extends Record<number, string>>(table: T) {
  type Code = keyof T & number;
  const codeOf = Object.fromEntries(Object.entries(table).map(([code, name]) => [name, Number(code)])) as {
    [K in Code as T[K]]: K;
  };
  const schema = z
    .custom<Code>((value) => typeof value === 'number' && Object.hasOwn(table, value), { error: 'invalidInput' })
    .transform((code) => table[code] as T[Code]);
  return { schema, codeOf };
}
