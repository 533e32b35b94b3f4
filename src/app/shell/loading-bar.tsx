import { useEffect, useState } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../runtime/constants';

/**
 * The loading bar at the top of the page while route data loads (spec §9):
 * only for loads longer than LOADING_BAR_THROTTLE_MS, so quick ones do not
 * flash it, and for LOADING_BAR_DURATION_MS at most, so a hung request does
 * not leave it forever.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const show = window.setTimeout(() => setShown(true), LOADING_BAR_THROTTLE_MS);
    const hide = window.setTimeout(() => setShown(false), LOADING_BAR_THROTTLE_MS + LOADING_BAR_DURATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
      setShown(false);
    };
  }, [active]);
  if (!shown) return null;
  return <div className="shell-loading-bar" role="progressbar" aria-label="页面加载中" style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }} />;
}
