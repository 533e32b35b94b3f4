import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/** Imperative roots (Toast, Dialog) not yet unmounted, with their containers. */
const live = new Map<Root, Element | DocumentFragment>();

/**
 * Unmounts every imperative root now. Tests call it before their jsdom goes: a dialog closes
 * on a later timer, and React working on it after the window is gone threw 'window is not
 * defined' outside any test (it failed a CI run).
 */
export function unmountImperativeRoots(): void {
  for (const [root, container] of live) {
    root.unmount();
    if (container instanceof Element) container.remove();
  }
  live.clear();
}

/**
 * antd-mobile 5 renders imperative Toast/Dialog with the legacy ReactDOM.render,
 * which React 19 removed: without this they render nothing. Called once by the
 * entry, the Storybook preview and the test setup.
 */
export function wireAntdMobileForReact19(): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
      live.set(root, container);
    }
    root.render(node);
    return async () => {
      // Unmounting inside a render pass warns; let the current one finish first.
      await new Promise((r) => setTimeout(r, 0));
      root.unmount();
      roots.delete(container);
      live.delete(root);
    };
  });
}
