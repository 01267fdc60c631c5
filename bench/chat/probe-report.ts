// Reads a BENCH_PROBE folder of bench/chat.bench.ts and says, for each measured run, where its slow messages lost
// their time: for every message at least `slow` ms late (default 8), the longest collection or event-loop stall of
// any process (client, floor, one, A, B) overlapping its flight, and whether that process was working (a
// collection, or a stall with CPU) or waiting for a core (a stall with little CPU).
// Usage: npx tsx bench/chat/probe-report.ts <folder> [slow ms]
import fs from 'node:fs';
import path from 'node:path';

const [folder, slowArg] = process.argv.slice(2);
if (!folder) throw new Error('usage: probe-report.ts <folder> [slow ms]');
const slowMs = Number(slowArg ?? 8);

interface Pause {
  role: string;
  kind: 'gc' | 'stall';
  at: number;
  ms: number;
  starved: boolean;
}
const pauses: Pause[] = [];
const slow: { at: number; ms: number }[] = [];
const windows: number[] = [];
for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.log'))) {
  const role = file.split('-')[0]!;
  for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
    const [kind, at, ms, , cpu] = line.split(' ');
    if (kind === 'gc') pauses.push({ role, kind, at: Number(at), ms: Number(ms), starved: false });
    if (kind === 'stall') {
      pauses.push({ role, kind, at: Number(at), ms: Number(ms), starved: Number(cpu) < Number(ms) / 3 });
    }
    if (kind === 'slow') slow.push({ at: Number(at), ms: Number(ms) });
    if (kind === 'window' || kind === 'end') windows.push(Number(at));
  }
}

for (let w = 0; w + 1 < windows.length; w += 2) {
  const [from, to] = [windows[w]!, windows[w + 1]!];
  const inRun = slow.filter((s) => s.at >= from && s.at <= to && s.ms >= slowMs);
  const blame = new Map<string, number>();
  for (const s of inRun) {
    let best: { overlap: number; key: string } | undefined;
    for (const p of pauses) {
      const overlap = Math.min(s.at + s.ms, p.at + p.ms) - Math.max(s.at, p.at);
      if (overlap > 0 && (!best || overlap > best.overlap)) {
        best = {
          overlap,
          key: `${p.role} ${p.kind === 'gc' ? 'collecting' : p.starved ? 'waiting for a core' : 'busy'}`,
        };
      }
    }
    const key = best && best.overlap >= s.ms / 3 ? best.key : 'no pause seen';
    blame.set(key, (blame.get(key) ?? 0) + 1);
  }
  console.log(`run ${w / 2 + 1}: ${inRun.length} messages ${slowMs} ms or later`);
  for (const [key, n] of [...blame].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${key}`);
  for (const role of new Set(pauses.map((p) => p.role))) {
    const mine = pauses.filter((p) => p.role === role && p.at >= from && p.at <= to);
    if (!mine.length) continue;
    const gcs = mine.filter((p) => p.kind === 'gc');
    const stalls = mine.filter((p) => p.kind === 'stall');
    const max = (xs: Pause[]) => Math.max(0, ...xs.map((p) => p.ms)).toFixed(1);
    console.log(
      `  ${role.padEnd(7)} ${gcs.length} collections (longest ${max(gcs)} ms), ${stalls.length} stalls (longest ${max(stalls)} ms, ${stalls.filter((p) => p.starved).length} waiting for a core)`,
    );
  }
}
