import Fastify from 'fastify';
import { z } from 'zod';
import { defineAction } from '@gamefolk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { handle } from '../actions/define.js';
import type { Services } from '../context.js';
import { registerEnvelope } from './envelope.js';
import { registerErrorHandler } from './errors.js';

const profile = defineAction({
  name: 'profileForTest',
  access: 'open',
  input: z.object({}),
  output: z.object({ id: z.number(), friends: z.array(z.object({ name: z.string() })) }),
});

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** One open action on the real envelope, answering whatever `result` is. */
async function callWith(result: unknown, checkOutputs: boolean) {
  const app = Fastify({ logger: false });
  close = () => app.close();
  registerErrorHandler(app);
  const services = { config: { checkOutputs } } as unknown as Services;
  registerEnvelope(app, services, [handle(profile, async () => result as never)]);
  const answer = await app.inject({ method: 'POST', url: '/api/handle', payload: { action: profile.name } });
  return { status: answer.statusCode, body: answer.json() };
}

describe('results checked against the contract (development and tests)', () => {
  it('sends a result that matches its contract', async () => {
    const result = { id: 7, friends: [{ name: 'ayse' }] };
    expect(await callWith(result, true)).toEqual({ status: 202, body: { data: result } });
  });

  it('fails with 500 when a handler returns a field the contract does not declare, instead of dropping it', async () => {
    const leaked = await callWith({ id: 7, friends: [], passwordHash: 'argon2…' }, true);
    expect(leaked.status).toBe(500);
    expect(leaked.body.error.code).toBe('internalError');
    expect(JSON.stringify(leaked.body)).not.toContain('argon2');

    const nested = await callWith({ id: 7, friends: [{ name: 'ayse', email: 'a@example.com' }] }, true);
    expect(nested.status).toBe(500);
    expect(JSON.stringify(nested.body)).not.toContain('a@example.com');
  });

  it('fails with 500 when a declared field has the wrong type', async () => {
    expect((await callWith({ id: '7', friends: [] }, true)).status).toBe(500);
  });

  it('does not check in production: the result goes out as the handler built it', async () => {
    const result = { id: 7, friends: [] };
    expect(await callWith(result, false)).toEqual({ status: 202, body: { data: result } });
  });
});
