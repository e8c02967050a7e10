// antd-mobile 5 mounts its imperative pieces (Toast, Dialog, ImageViewer) with ReactDOM.render, which
// React 19 removed: without a renderer they throw, and the screen after them renders blank. This gives
// the kit React 19's createRoot, one root per container, unmounted after the kit's close animation tick.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function connectUiKitToReact19(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
