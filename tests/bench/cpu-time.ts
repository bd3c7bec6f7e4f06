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

/** The parent process id of a process (field 4 of its stat line). */
function parentOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** CPU ticks of the children of the given processes (nginx's workers, under its master). */
function childrenTicks(parents: Set<number>): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parents.has(parentOf(`/proc/${entry}/stat`))) total += ticksOf(`/proc/${entry}/stat`);
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

export interface ProcessesCpu {
  /** The given processes (the API instances). */
  processesMs: number;
  /** The children of the proxy process, if any (nginx's workers). */
  proxyMs: number;
  postgresMs: number;
  /** This whole process, every thread (the load generator runs in a worker thread of it). */
  selfMs: number;
}

/**
 * CPU milliseconds of a whole PostgreSQL server started for the benchmark alone: its postmaster
 * (with the time of children that already ended, which the kernel adds to their parent) and every
 * live child (backends, checkpointer, WAL writer, autovacuum). Nothing else runs on such a server.
 */
export function postgresServerMs(postmasterPid: number): number {
  const stat = readFileSync(`/proc/${postmasterPid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]); // utime + stime + cutime + cstime
  return ((own + childrenTicks(new Set([postmasterPid]))) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of the backends serving one database on a shared server (see postgresTicks). */
export function postgresDatabaseMs(database: string): number {
  return (postgresTicks(database) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of whole processes (the API instances), of a proxy's workers, of PostgreSQL (postgresMs reads it) and of this process. */
export function sampleProcessesCpu(pids: number[], postgresMs: () => number, proxyPid?: number): ProcessesCpu | null {
  try {
    const processes = pids.reduce((sum, pid) => sum + ticksOf(`/proc/${pid}/stat`), 0);
    const proxy = proxyPid === undefined ? 0 : ticksOf(`/proc/${proxyPid}/stat`) + childrenTicks(new Set([proxyPid]));
    const self = process.cpuUsage();
    return {
      processesMs: (processes * 1000) / TICKS_PER_SECOND,
      proxyMs: (proxy * 1000) / TICKS_PER_SECOND,
      postgresMs: postgresMs(),
      selfMs: (self.user + self.system) / 1000,
    };
  } catch {
    return null;
  }
}

/** The machine's CPU time counters (first line of /proc/stat): busy and total ticks over every core. */
export function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = fields[3]! + fields[4]!; // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
