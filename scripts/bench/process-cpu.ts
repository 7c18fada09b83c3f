// CPU time of a process from Linux /proc: steadier than wall-clock time on a machine shared with other work.
import { readdirSync, readFileSync } from 'node:fs';

function threadNanos(pid: number, tid: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0; // the thread ended meanwhile
  }
}

/**
 * CPU time (user + system) the process's threads have used so far, in microseconds: the scheduler's nanosecond count
 * of each (`/proc/<pid>/task/<tid>/schedstat`), not `/proc/<pid>/stat`'s 10 ms ticks, which put up to two ticks of
 * error on a figure of 30 ticks (a pass of 200 requests of 1.5 ms) and made a single pass's ratios swing by 0.2.
 */
export function cpuMicros(pid: number): number {
  const threads = readdirSync(`/proc/${pid}/task`);
  return threads.reduce((total, tid) => total + threadNanos(pid, tid), 0) / 1000;
}
