import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

/** How many kept pages stay mounted at most; the least recently shown one goes first. */
export const KEEP_ALIVE_MAX = 8;

interface Kept {
  element: ReactNode;
  scrollY: number;
}

/**
 * An outlet that keeps pages listed as keep-alive mounted but hidden (React's
 * <Activity mode="hidden">: the DOM and state stay, effects pause) when the
 * user navigates away, and restores their window scroll position when they
 * come back. Other pages render as a normal outlet and start at the top.
 * Pages are kept by pathname (a live room per id).
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: boolean }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const cache = useRef(new Map<string, Kept>());
  const active = useRef<string>(pathname);

  if (keepAlive) {
    const prev = cache.current.get(pathname);
    cache.current.delete(pathname);
    // Re-inserted last: the map's order is the order pages were last shown.
    cache.current.set(pathname, { element: prev?.element ?? outlet, scrollY: prev?.scrollY ?? 0 });
    // The kept element is the one of its first visit, so hidden pages never see another route's params.
    if (!prev) {
      while (cache.current.size > KEEP_ALIVE_MAX) {
        const oldest = cache.current.keys().next().value;
        if (oldest === undefined) break;
        cache.current.delete(oldest);
      }
    }
  }

  // Scroll is remembered as it happens: by the time the route changes, the next page has already resized the document.
  useEffect(() => {
    const onScroll = () => {
      const kept = cache.current.get(active.current);
      if (kept) kept.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    active.current = pathname;
    const kept = keepAlive ? cache.current.get(pathname) : undefined;
    window.scrollTo(0, kept?.scrollY ?? 0);
  }, [pathname, keepAlive]);

  return (
    <>
      {[...cache.current].map(([path, kept]) => (
        <Activity key={path} mode={keepAlive && path === pathname ? 'visible' : 'hidden'}>
          {kept.element}
        </Activity>
      ))}
      {!keepAlive && outlet}
    </>
  );
}
