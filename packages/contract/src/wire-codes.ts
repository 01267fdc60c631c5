import { z } from 'zod';

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
