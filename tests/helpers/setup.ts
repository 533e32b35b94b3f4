import { Blob as NodeBlob } from 'node:buffer';
import { unmountImperativeRoots, wireAntdMobileForReact19 } from '../../src/runtime/antd-react19';

// Client tests render antd-mobile's imperative Toast and Dialog, which need this under React 19.
wireAntdMobileForReact19();

// Client tests run the real server in the same process. Under jsdom the global
// Blob is jsdom's, without arrayBuffer(), which the embedded database needs to
// load its extensions; the client code under test does not use Blob.
if (typeof window !== 'undefined') globalThis.Blob = NodeBlob as unknown as typeof Blob;

// Tell React the client tests wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unmount what a client test rendered (Testing Library only does it by itself with test globals on).
if (typeof window !== 'undefined') {
  const { act, cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait for a condition; a loaded CI machine needed more than their 1 s default
  // for a first render (a login page test failed on it), so they may wait up to 5 s.
  configure({ asyncUtilTimeout: 5_000 });
  const { afterAll, afterEach } = await import('vitest');
  const { Dialog, Toast } = await import('antd-mobile');
  afterEach(() => cleanup());
  // A dialog or toast left open unmounts on a later timer; had the file's jsdom gone by then,
  // React would throw 'window is not defined' outside any test (it failed a CI run).
  afterAll(() => {
    Dialog.clear();
    Toast.clear();
    act(() => unmountImperativeRoots());
  });
}
