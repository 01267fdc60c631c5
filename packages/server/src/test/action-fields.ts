import type { z } from 'zod';

/** The top-level field names of an action's input, when it is an object (through optional, default and pipe). */
export function fieldsOf(schema: z.ZodType): string[] {
  let current = schema as unknown as { def: { type: string; innerType?: unknown; in?: unknown }; shape?: object };
  for (let depth = 0; depth < 5 && current.def.type !== 'object'; depth++) {
    const next = current.def.innerType ?? current.def.in;
    if (!next) return [];
    current = next as typeof current;
  }
  return current.shape ? Object.keys(current.shape) : [];
}
