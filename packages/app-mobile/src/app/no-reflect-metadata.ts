// The app build's stand-in for `reflect-metadata` (vite.config.ts aliases it here; issue 33): its only
// reader was inversify, replaced by di-lite.ts, which takes every constructor parameter from `@inject`.
// The decorator helpers emit type metadata only when `Reflect.metadata` exists, so nothing else reads it.
export {};
