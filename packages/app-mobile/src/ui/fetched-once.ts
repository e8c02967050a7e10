// Code or data fetched on first need and shared by every later ask: one fetch per page, and a failed one
// is forgotten so the next ask tries again (offline for a moment, a deploy that replaced the files).

/** `load` run on the first call only; its promise is what every call gets until it fails. */
export function fetchedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
