import { afterFirstPaint, reloadOnceAfter } from './app/first-paint';
import './app/app.css';

// The app's code is fetched with the page (preloaded) and run once the skeleton is painted. The entry
// imports nothing the app shares, so running it runs none of the app's code before that paint.
void afterFirstPaint()
  .then(() => import('./app/boot'))
  .then((m) => {
    m.bootApp();
  })
  .catch((e: unknown) => {
    // The app chunk itself failed (a deploy removed it): load the page afresh, at most once a minute.
    if (!reloadOnceAfter(e)) throw e;
  });
