// What `use-sync-external-store/shim` gives react-i18next and wouter: the shim falls back to a copy of
// the hook for React before 18, but the app runs React 19, whose own `useSyncExternalStore` the shim
// would return anyway. Aliased in vite.config.ts, so the first load carries no CommonJS copy of it.
export { useSyncExternalStore } from 'react';
