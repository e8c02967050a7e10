/**
 * The core operations a login page does not run before its first tap: their code is fetched when one
 * first runs (core-later.wiring.ts), so `client.<name>` is their `execute` alone. Every name once; the
 * wiring types (core-graph.ts) make each one a core operation built by the later wiring and no other.
 */
export const LATER_OPERATIONS = {
  loginByPassword: true,
  loginByImaster: true,
  autoLoginByAccount: true,
  refreshToken: true,
  resetPassword: true,
  updatePassword: true,
  fetchShareLink: true,
  setupShare: true,
  logBury: true,
} as const;

export type LaterName = keyof typeof LATER_OPERATIONS;
