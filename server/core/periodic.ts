/**
 * Work a server does on its own every so often (event reminders, payment reconciliation).
 * With `claim` (createPeriodicLease) a tick runs only when this process wins the period, so the
 * work runs once across processes; each run must still be safe beside another (claim rows with a
 * conditional UPDATE), since a run longer than its period may meet the next one elsewhere. No
 * process is special, so any one of them may stop. A run never overlaps this process's previous
 * one, a failure is logged and the next tick tries again, and the timer never keeps the process up.
 */
export function startPeriodic(everyMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void, claim?: () => Promise<boolean>): (() => void) & { tick: () => Promise<void> } {
  let busy = false;
  const tick = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    await (claim ? claim() : Promise.resolve(true))
      .then((mine) => (mine ? run() : undefined))
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return Object.assign(() => clearInterval(timer), { tick });
}
