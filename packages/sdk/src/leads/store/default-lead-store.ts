import type { LeadStorePort } from '@fairpass/domain/leads';
import { IndexedDbLeadStore } from './indexeddb-lead-store';
import { MemoryLeadStore } from './memory-lead-store';

/** IndexedDB where the page has it; memory elsewhere (Node, an in-app browser without it). */
export const defaultLeadStore = (): LeadStorePort => (typeof indexedDB === 'object' && indexedDB !== null ? new IndexedDbLeadStore() : new MemoryLeadStore());
