import { vi } from 'vitest';

type Answer = unknown | ((payload: Record<string, unknown>) => unknown);

/**
 * The API as a test's server answers it, over the real client and fetch: each action's data (or a function of its
 * payload), in the envelope with status 202; an action the test did not name answers null. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function answerActions(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { action, payload } = JSON.parse(String(init.body)) as { action: string; payload: Record<string, unknown> };
      const answer = answers[action];
      const data = typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => unknown)(payload) : answer;
      return Promise.resolve(new Response(JSON.stringify({ data: data ?? null }), { status: 202 }));
    }),
  );
}
