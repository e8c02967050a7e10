// The mark the app's router puts on each history entry it pushes, so "back" can tell an app page behind
// the current one from a page opened straight from a link (where back would leave the app).
export const IN_APP_ENTRY = { fairpassInApp: true } as const;

export const cameFromInsideApp = (): boolean => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).fairpassInApp === true;
};
