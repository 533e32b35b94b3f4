/**
 * Work a server does on its own every so often (event reminders, later payment reconciliation).
 * Each run must be safe when several processes run it at once (claim rows with a conditional
 * UPDATE): no process is special, so any one of them may stop. A run never overlaps the previous
 * one, a failure is logged and the next run tries again, and the timer never keeps the process up.
 */
export function startPeriodic(everyMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    run()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
