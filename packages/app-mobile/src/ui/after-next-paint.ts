// Work that must not compete with the screen being shown (for the network on a slow 4G link, or for the
// main thread) starts once the browser has painted it: an animation frame runs just before a paint, and a
// task queued from it runs after that paint. `settleMs` waits a little longer, for work nobody needs
// within a fraction of a second (no one fills in and submits a form that fast).
/** How long warm-up work waits after a screen's paint: past the paint reaching the display, far below human input. */
export const WARM_UP_DELAY_MS = 300;

export function afterNextPaint(task: () => void, settleMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, settleMs);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, settleMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
