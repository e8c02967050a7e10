// Rebuilds the link a visit started from (kept by the SDK as the entry parameters) so /jump can send the
// user back to log in again. Same origin and path as the app, so no allowlist question arises.

export type EntryParams = Readonly<Record<string, string | undefined>>;

/** null when nothing usable was stored: the user must reopen the organiser's link. */
export function entryLinkFrom(appUrl: string, entry: EntryParams, hashPath = '/'): string | null {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entry)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  if (!query.has('exhibitionId')) return null;
  const url = new URL(appUrl);
  url.search = query.toString();
  url.hash = hashPath;
  return url.href;
}
