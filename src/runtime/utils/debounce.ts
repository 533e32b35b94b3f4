import { DEBOUNCE_MS } from '../constants';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
}

/** Calls `fn` once calls have stopped for `wait` ms (spec §9 default 300 ms), with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: A | null = null;
  const run = () => {
    timer = null;
    const args = last;
    last = null;
    if (args) fn(...args);
  };
  const d = (...args: A) => {
    last = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  d.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    last = null;
  };
  d.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  return d;
}
