// Notes, one line each in a file, every garbage collection of 1 ms or more and every event-loop stall of 4 ms or
// more in this process, stamped with the wall clock, with the CPU the process used during the stall: a stall with
// little CPU is the process waiting for a core, not working. For bench/chat.bench.ts's BENCH_PROBE.
import fs from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

export const wallClock = (at: number) => performance.timeOrigin + at;

export function startProbe(file: string) {
  const note = (line: string) => fs.appendFileSync(file, `${line}\n`);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as { detail?: { kind?: number } }).detail?.kind;
      if (e.duration >= 1) note(`gc ${wallClock(e.startTime).toFixed(1)} ${e.duration.toFixed(1)} kind ${kind}`);
    }
  }).observe({ entryTypes: ['gc'] });
  const EVERY = 2;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const late = now - last - EVERY;
    if (late >= 4) {
      note(`stall ${wallClock(last).toFixed(1)} ${late.toFixed(1)} cpu ${((cpu.user + cpu.system) / 1000).toFixed(1)}`);
    }
    last = now;
    lastCpu = process.cpuUsage();
  }, EVERY).unref();
  return note;
}
