/**
 * Gathers calls made close together into one statement and one commit. A call that may wait joins the next
 * run, made at most `windowMs` after the first waiting call; a call that may not wait runs at once and takes
 * the waiting ones along. Should a run of several fail, each of them runs again alone, so that one bad call
 * (a key taken twice, say) fails only itself.
 */
export interface Batched<In, Out> {
  (input: In, wait: boolean): Promise<Out>;
  /** Runs what is waiting now and resolves once every run started so far has ended (for shutting down). */
  settle(): Promise<void>;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

export function batched<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  options: { windowMs: number; max: number },
): Batched<In, Out> {
  let waiting: Waiting<In, Out>[] = [];
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  const runAlone = (call: Waiting<In, Out>) => run([call.input]).then(([out]) => call.resolve(out!), call.reject);
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const calls = waiting;
    waiting = [];
    if (!calls.length) return;
    const done = run(calls.map((call) => call.input)).then(
      (outs) => calls.forEach((call, i) => call.resolve(outs[i]!)),
      async (error: unknown) => {
        if (calls.length === 1) return calls[0]!.reject(error);
        await Promise.all(calls.map(runAlone));
      },
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  };

  const call = (input: In, wait: boolean) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!wait || waiting.length >= options.max) flush();
      else timer ??= setTimeout(flush, options.windowMs);
    });
  return Object.assign(call, {
    async settle() {
      flush();
      await Promise.allSettled([...running]);
    },
  });
}
