/**
 * CPU time spent by this process's main thread and by the local PostgreSQL server, read from
 * /proc (Linux): the main thread only (not the load generator's worker thread) and only the
 * backends serving the benchmark's own database. Throughput on a shared two-core machine moves with whatever else runs; CPU time
 * per request moves much less, so benchmarks print both. Answers null where /proc is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

/** PostgreSQL backends serving the database (their title reads 'postgres: user database ...'). */
function postgresTicks(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ').includes(database)) continue;
      total += ticksOf(`/proc/${entry}/stat`);
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

export interface CpuSample {
  mainThreadMs: number;
  postgresMs: number;
}

/** database: count only the PostgreSQL backends connected to it (other work on the server is not ours). */
export function sampleCpu(database: string): CpuSample | null {
  try {
    const mainThread = ticksOf(`/proc/${process.pid}/task/${process.pid}/stat`);
    return { mainThreadMs: (mainThread * 1000) / TICKS_PER_SECOND, postgresMs: (postgresTicks(database) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU milliseconds per unit of work between two samples, to two decimals. */
export function cpuPer(before: CpuSample | null, after: CpuSample | null, units: number): Record<string, number> {
  if (!before || !after || units <= 0) return {};
  const per = (ms: number) => Math.round((ms / units) * 100) / 100;
  return {
    'server CPU ms each': per(after.mainThreadMs - before.mainThreadMs),
    'PostgreSQL CPU ms each': per(after.postgresMs - before.postgresMs),
  };
}

/** CPU milliseconds of whole processes (the API instances, nginx) and of the database's backends. */
export function sampleProcessesCpu(pids: number[], database: string): { processesMs: number; postgresMs: number } | null {
  try {
    const processes = pids.reduce((sum, pid) => sum + ticksOf(`/proc/${pid}/stat`), 0);
    return { processesMs: (processes * 1000) / TICKS_PER_SECOND, postgresMs: (postgresTicks(database) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}
