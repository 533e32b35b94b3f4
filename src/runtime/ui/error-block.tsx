import { createErrorBlock } from 'antd-mobile';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * antd-mobile's ErrorBlock, its four pictures loaded when first drawn (issue 15). The stock
 * component imports all four SVGs (34 KB of script) with itself, so every page that might show an
 * empty or failed state carried them on its first route. The picture's box keeps its size while
 * it loads (antd-mobile's --image-height), so nothing moves when it arrives.
 */
function lazyPicture(load: () => Promise<ReactElement>): ReactElement {
  const Picture = lazy(async () => {
    const element = await load();
    const Drawn: ComponentType = () => element;
    return { default: Drawn };
  });
  return (
    <Suspense fallback={null}>
      <Picture />
    </Suspense>
  );
}

export const ErrorBlock = createErrorBlock({
  default: lazyPicture(() => import('antd-mobile/es/components/error-block/images/default.js').then((m) => m.defaultImage)),
  disconnected: lazyPicture(() => import('antd-mobile/es/components/error-block/images/disconnected.js').then((m) => m.disconnectedImage)),
  empty: lazyPicture(() => import('antd-mobile/es/components/error-block/images/empty.js').then((m) => m.emptyImage)),
  busy: lazyPicture(() => import('antd-mobile/es/components/error-block/images/busy.js').then((m) => m.busyImage)),
});
