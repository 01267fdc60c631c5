import { actions } from '@gamefolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../test/action-fields.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Issue 16: every contract action, open or secured, with hostile payloads. Whatever comes back, it is never a 500.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server, 'fuzzer')).token;
});
afterAll(() => server.close());

/** Would end the fuzzer's own session or account half-way: the values below are tried on them only once. */
const endsTheSession = new Set(['logout', 'freezeAccount', 'deleteAccount', 'deleteAccountRequest']);

/** The first seven are tried field by field; all of them on every field at once. */
const hostile: unknown[] = [
  '\u0000',
  "$'$&$`",
  '\ud800',
  -1,
  1e308,
  true,
  null,
  [],
  {},
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '💥'.repeat(500),
  0,
  2 ** 63,
  1.5,
  ['a', 1],
  { $gt: '' },
];

async function send(action: string, access: string, payload: unknown) {
  const response = await fetch(`${server.url}/api/${access === 'secured' ? 'securedHandle' : 'handle'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action, payload }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  // 503 notConfigured is an answer (Google sign-in without keys), not a failure.
  return response.status === 503 && body.error?.code === 'notConfigured' ? 400 : response.status;
}

describe('fuzzing every action', () => {
  it('answers hostile payloads with 2xx or 4xx, never 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const all = Object.values(actions).filter((action) => !endsTheSession.has(action.name));
    const megabyte = 'x'.repeat(1024 * 1024 - 200);
    for (const action of all) {
      const fields = fieldsOf(action.input);
      const payloads: unknown[] = [undefined, null, 'text', 42, [], [{}], { [fields[0] ?? 'x']: megabyte }];
      for (const field of fields) {
        for (const value of hostile.slice(0, 7)) payloads.push({ [field]: value });
      }
      // Every field at once, each with one hostile value.
      for (const value of hostile) payloads.push(Object.fromEntries(fields.map((field) => [field, value])));
      for (const payload of payloads) {
        const status = await send(action.name, action.access, payload);
        if (status >= 500) failures.push(`${action.name} ${JSON.stringify(payload)?.slice(0, 120)} → ${status}`);
      }
    }
    for (const name of endsTheSession) {
      const action = actions[name as keyof typeof actions];
      if (action) {
        const status = await send(name, action.access, { token: "$'\u0000" });
        if (status >= 500) failures.push(`${name} → ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

type Def = { type: string; innerType?: Def; in?: Def; element?: Def; shape?: Record<string, { def: Def }> };
const defOf = (schema: unknown) => (schema as { def: Def }).def;
/** Through optional, nullable, default and pipe wrappers to what the value must be. */
function unwrap(def: Def): Def {
  for (let depth = 0; depth < 8; depth++) {
    const next = def.innerType ?? def.in;
    if (!next) return def;
    def = defOf(next);
  }
  return def;
}

/** Paths of every number field named as an id (`id`, `userId`, `related_id`, `userIds[0]`…), nested too. */
function idPaths(def: Def, prefix: (string | number)[] = []): (string | number)[][] {
  const shape = unwrap(def).shape;
  if (!shape) return [];
  const paths: (string | number)[][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const inner = unwrap(defOf(field));
    const idName = /(^id|Id|_id)s?$/.test(key);
    if (inner.type === 'number' && idName) paths.push([...prefix, key]);
    else if (inner.type === 'array' && idName && unwrap(defOf(inner.element)).type === 'number') {
      paths.push([...prefix, key, 0]);
    } else if (inner.type === 'object') paths.push(...idPaths(inner, [...prefix, key]));
  }
  return paths;
}

function withValue(path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  const inner = rest.length ? withValue(rest, value) : value;
  return typeof head === 'number' ? [inner] : { [head!]: inner };
}

/** Chat message ids are `bigint` (a sequence of their own): they go to 2⁵³ − 1, what a JSON number holds exactly. */
const bigintIds = new Set([
  'getChatmessagesByChannelId.beforeId',
  'getChatmessagesByChannelId.afterId',
  'editChatMessage.id',
  'deleteChatMessage.id',
]);

// Issue 30: ids are PostgreSQL integers; 2³¹ reached SQL on 44 actions and failed there as a 500.
describe('ids beyond what their column holds', () => {
  it('are refused by the contract (invalidInput) and answered 4xx by every action', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const action of Object.values(actions)) {
      if (endsTheSession.has(action.name)) continue;
      for (const path of idPaths(defOf(action.input))) {
        const big = bigintIds.has(`${action.name}.${path.join('.')}`);
        for (const value of big ? [2 ** 53] : [2 ** 31, 2 ** 53]) {
          const payload = withValue(path, value);
          const parsed = action.input.safeParse(payload);
          const refused = !parsed.success && parsed.error.issues.some((i) => i.path.join('.') === path.join('.'));
          const status = await send(action.name, action.access, payload);
          checked++;
          if (!refused || status >= 500) failures.push(`${action.name} ${path.join('.')}=${value} → ${status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
