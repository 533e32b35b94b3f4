import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process (or a thread, "pid/task/tid") has used so far (Linux /proc); NaN elsewhere. */
export function cpuSeconds(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return NaN;
  }
}

/** CPU seconds this process has used so far. */
export const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
