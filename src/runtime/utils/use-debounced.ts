import { useEffect, useMemo, useRef } from 'react';
import { debounce, type Debounced } from './debounce';

/**
 * `debounce` for a component: one debounced function for the component's life, always calling
 * the latest `fn`, and dropped when the component unmounts so a pending call never sets the
 * state of a screen that has gone (a test's jsdom torn down under it failed a CI run).
 */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, wait?: number): Debounced<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const d = useMemo(() => debounce((...args: A) => latest.current(...args), wait), [wait]);
  useEffect(() => () => d.cancel(), [d]);
  return d;
}
