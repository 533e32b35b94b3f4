import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

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
    }
    root.render(node);
    return async () => {
      // Unmounting inside a render pass warns; let the current one finish first.
      await new Promise((r) => setTimeout(r, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
