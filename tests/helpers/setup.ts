import { Blob as NodeBlob } from 'node:buffer';

// Client tests run the real server in the same process. Under jsdom the global
// Blob is jsdom's, without arrayBuffer(), which the embedded database needs to
// load its extensions; the client code under test does not use Blob.
if (typeof window !== 'undefined') globalThis.Blob = NodeBlob as unknown as typeof Blob;

// Queries on one database connection go one after another: pg 8 queues overlapping ones with a deprecation
// warning (CI's log had five), and pg 9 will refuse them. A test that overlaps them fails, with the stack.
process.on('warning', (w) => {
  if (w.name === 'DeprecationWarning' && w.message.includes('already executing a query')) throw new Error(`Overlapping queries on one connection (await them one by one): ${w.stack ?? w.message}`);
});

// Tell React the client tests wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unmount what a client test rendered (Testing Library only does it by itself with test globals on).
// Only client (jsdom) files load React, Testing Library and antd-mobile here: a server or schema
// file does not need them, and loading them cost each of those files about 3 s of the CI run.
if (typeof window !== 'undefined') {
  const { unmountImperativeRoots, wireAntdMobileForReact19 } = await import('../../src/runtime/antd-react19');
  // Client tests render antd-mobile's imperative Toast and Dialog, which need this under React 19.
  wireAntdMobileForReact19();
  const { act, cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait for a condition; a loaded CI machine needed more than their 1 s default
  // for a first render (a login page test failed on it), so they may wait up to 5 s.
  configure({ asyncUtilTimeout: 5_000 });
  const { afterAll, afterEach, beforeAll } = await import('vitest');
  // The React test files share one jsdom per worker (vitest.config.ts: not isolated, each file would
  // otherwise load jsdom, antd-mobile and Testing Library again): each file starts as on a new page.
  beforeAll(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.title = '';
    document.body.innerHTML = '';
  });
  const { Dialog, Toast, reduceMotion } = await import('antd-mobile');
  // No animations (react-spring's skipAnimation): jsdom draws nothing, and a dialog's closing spring runs on
  // jsdom's animation-frame timers, which a loaded CI machine starved past a 5 s wait (form-upload's 知道了).
  reduceMotion();
  afterEach(() => cleanup());
  // A dialog or toast left open unmounts on a later timer; had the file's jsdom gone by then,
  // React would throw 'window is not defined' outside any test (it failed a CI run).
  afterAll(() => {
    Dialog.clear();
    Toast.clear();
    act(() => unmountImperativeRoots());
  });
}
