// CPU time of a process from Linux /proc: steadier than wall-clock time on a machine shared with other work.
import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in microseconds (100 ticks per second). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
