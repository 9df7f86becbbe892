// CPU time spent by processes, from /proc (Linux): what a request costs, whatever else the shared
// machine is doing meanwhile (req/s moves with the neighbours' load; CPU per request much less).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ

/** CPU time (ms, user + system) of each process `pick` chooses by pid and command line. */
export function cpuByPid(pick) {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!pick(Number(pid), cmd)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      byPid.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      /* gone meanwhile */
    }
  }
  return byPid;
}

/** Their CPU time together (ms). */
export const cpuMs = (pick) => [...cpuByPid(pick).values()].reduce((a, b) => a + b, 0);

/**
 * The CPU time (ms) `pick`'s processes spent since `before` (a `cpuByPid`): a process started
 * meanwhile counts whole; one that ended meanwhile (a pool closing an idle connection) takes its
 * time with it, so the figure can only fall short, never go below zero.
 */
export function cpuSince(pick, before) {
  let spent = 0;
  for (const [pid, ms] of cpuByPid(pick)) spent += Math.max(0, ms - (before.get(pid) ?? 0));
  return spent;
}

/** PostgreSQL's backends serving database `name` (their command line names it). */
export const backendsOf = (name) => (_pid, cmd) => cmd.startsWith('postgres:') && cmd.includes(` ${name} `);
