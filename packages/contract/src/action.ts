import type { z } from 'zod';

/** Open actions go to POST /api/handle; secured ones to POST /api/securedHandle with a Bearer token. */
export type ActionAccess = 'open' | 'secured';

export interface ActionDef<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Access extends ActionAccess = ActionAccess,
> {
  name: Name;
  access: Access;
  input: Input;
  output: Output;
}

export function defineAction<
  Name extends string,
  Input extends z.ZodType,
  Output extends z.ZodType,
  Access extends ActionAccess,
>(def: ActionDef<Name, Input, Output, Access>): ActionDef<Name, Input, Output, Access> {
  return def;
}

export type ActionInput<A extends ActionDef> = z.input<A['input']>;
export type ActionOutput<A extends ActionDef> = z.output<A['output']>;
