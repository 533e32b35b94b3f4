import { afterFirstPaint, nextTask, reloadOnceAfter } from './app/first-paint';
import './app/app.css';

// The app's code is fetched with the page (preloaded) and run once the skeleton is painted. The entry
// imports nothing the app shares, so running it runs none of the app's code before that paint.
// It runs in steps, each in a task of its own (its chunks are fetched meanwhile): React's DOM renderer,
// zod, the shared schemas (src/app/boot.tsx builds them at start), then the app. Evaluated at once
// they were one task of ~300 ms on a 4× slower phone, all of it blocking taps and frames.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/zod-start'))
  .then(nextTask)
  .then(() => import('../schemas/design'))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async (m) => {
    await nextTask();
    m.bootApp(nextTask);
  })
  .catch((e: unknown) => {
    // The app chunk itself failed (a deploy removed it): load the page afresh, at most once a minute.
    if (!reloadOnceAfter(e)) throw e;
  });
