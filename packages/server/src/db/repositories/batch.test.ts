import { describe, expect, it } from 'vitest';
import { batched } from './batch.js';

/** A statement stand-in that records each run's inputs; it fails any run holding a negative number. */
function recorder() {
  const runs: number[][] = [];
  const run = async (inputs: number[]) => {
    runs.push(inputs);
    if (inputs.some((n) => n < 0)) throw new Error('negative');
    return inputs.map((n) => n * 10);
  };
  return { runs, run };
}

describe('batched statements', () => {
  it('runs calls that may wait together, once, within the window', async () => {
    const { runs, run } = recorder();
    const call = batched(run, { windowMs: 20, max: 100 });
    const started = Date.now();
    const outs = await Promise.all([call(1, true), call(2, true), call(3, true)]);
    expect(outs).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('runs a call that may not wait at once, taking the waiting ones along', async () => {
    const { runs, run } = recorder();
    const call = batched(run, { windowMs: 60_000, max: 100 });
    const waiting = call(1, true);
    expect(await call(2, false)).toBe(20);
    expect(await waiting).toBe(10);
    expect(runs).toEqual([[1, 2]]);
  });

  it('runs at once when the batch is full', async () => {
    const { runs, run } = recorder();
    const call = batched(run, { windowMs: 60_000, max: 2 });
    expect(await Promise.all([call(1, true), call(2, true)])).toEqual([10, 20]);
    expect(runs).toEqual([[1, 2]]);
  });

  it('fails only the bad call when a shared run fails', async () => {
    const { runs, run } = recorder();
    const call = batched(run, { windowMs: 5, max: 100 });
    const outs = await Promise.allSettled([call(1, true), call(-1, true), call(3, true)]);
    expect(outs.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outs[0]).toMatchObject({ value: 10 });
    expect(runs[0]).toEqual([1, -1, 3]);
    expect(runs.slice(1).sort()).toEqual([[-1], [1], [3]]);
  });

  it('settles: runs what waits and waits for it', async () => {
    const { runs, run } = recorder();
    const call = batched(run, { windowMs: 60_000, max: 100 });
    let done = false;
    void call(7, true).then(() => (done = true));
    await call.settle();
    expect(runs).toEqual([[7]]);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
