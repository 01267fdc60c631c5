import { describe, expect, it, vi } from 'vitest';

describe('schemas under our CSP (no unsafe-eval)', () => {
  it('load and parse without ever calling the Function constructor (issue 16, item 9)', async () => {
    const spy = vi.spyOn(globalThis, 'Function');
    const { actions } = await import('@gamefolk/contract');
    expect(actions.auth.input.safeParse({ login: 'someone', password: 'Str0ng!pass' }).success).toBe(true);
    expect(actions.register.input.safeParse({ username: 'x', email: 'nope' }).success).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
