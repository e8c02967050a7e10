// Injection tokens of the lead tool area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const LEADS_TOKENS = {
  Gateway: Symbol.for('fairpass.leads.Gateway'),
  /** The on-device lead store (LeadStorePort): IndexedDB in browsers, memory elsewhere. */
  Store: Symbol.for('fairpass.leads.Store'),
  Book: Symbol.for('fairpass.leads.Book'),
  Sync: Symbol.for('fairpass.leads.Sync'),
} as const;
