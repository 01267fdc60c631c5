import type { ActionDef } from '@gamefolk/contract';
import type { z } from 'zod';
import type { ActionContext, SecuredContext } from '../context.js';

type ContextFor<A extends ActionDef> = A['access'] extends 'secured' ? SecuredContext : ActionContext;

export type HandlerFn<A extends ActionDef> = (
  input: z.output<A['input']>,
  ctx: ContextFor<A>,
) => Promise<z.input<A['output']>>;

export interface ActionHandler<A extends ActionDef = ActionDef> {
  action: A;
  run: HandlerFn<A>;
}

/** Binds a contract action to its server handler; input and result are typed from the contract. */
export function handle<A extends ActionDef>(action: A, run: HandlerFn<A>): ActionHandler {
  return { action, run } as unknown as ActionHandler;
}
