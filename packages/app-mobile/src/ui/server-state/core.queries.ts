// Query keys and options of the SDK's core reads that several features show. Keys start with the
// area and name what makes an answer differ (language, exhibition), so a change of either reads anew.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { fromResult } from './result-query';

export const CORE_KEYS = {
  /** The logged-in user's record: every write that changes it invalidates this key. */
  user: ['core', 'user'] as const,
  shareLink: (language: string) => ['core', 'shareLink', language] as const,
};

/** A fresh user record (the SDK also keeps it in the session, which screens show meanwhile). */
export const userQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CORE_KEYS.user, queryFn: fromResult((options) => client.fetchUser.execute(options)) });

/** The visitor's invitation links (the registration QR code). */
export const shareLinkQuery = (client: FairpassClient, language: string) =>
  queryOptions({ queryKey: CORE_KEYS.shareLink(language), queryFn: fromResult((options) => client.fetchShareLink.execute(options)) });
