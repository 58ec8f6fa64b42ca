/**
 * CPU time a process has used so far (user + system, from Linux's /proc), for per-request CPU figures that hold on a
 * loaded machine better than req/s do: a server that gets a smaller share of the cores serves fewer requests per
 * second but spends about the same CPU time on each. NaN where /proc is missing.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuMilliseconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
