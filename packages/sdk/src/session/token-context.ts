import type { TokenRequestContext } from '@fairpass/domain';
import { DEFAULT_TENANT_ID } from '../http/request-headers';
import type { SessionSnapshot } from './session-snapshot';

/** The link context every token grant carries, read from the session of this visit. */
export function tokenContext(snapshot: SessionSnapshot): TokenRequestContext {
  return {
    tenantId: snapshot.entry.tenantId || DEFAULT_TENANT_ID,
    type: snapshot.entry.registerType ?? '',
    exhibitionId: snapshot.entry.exhibitionId ?? '',
    languageType: snapshot.language,
  };
}
