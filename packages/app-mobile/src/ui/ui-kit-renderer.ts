// antd-mobile's imperative pieces (Toast, Dialog, ImageViewer) need the React 19 renderer of
// ui-kit-react19.ts. It loads once, off the first screen's critical path (the shell warms it after the
// first paint); anything that shows a Toast awaits it, so a visitor quicker than the warm-up still sees it.
let connecting: Promise<void> | undefined;

export function ensureUiKitRenderer(): Promise<void> {
  connecting ??= import('./ui-kit-react19').then(
    ({ connectUiKitToReact19 }) => connectUiKitToReact19(),
    (error: unknown) => {
      // The chunk may load on the next try (the network may be back).
      connecting = undefined;
      throw error;
    },
  );
  return connecting;
}
