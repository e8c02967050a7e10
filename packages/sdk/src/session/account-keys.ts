// The keys under which the device keeps one account's data (issue 25 §3): `fairpass.account.<userId>/<name>`.
// Whatever is kept under them is forgotten with the account (account-data.ts).

/** Keys under this prefix hold one account's data kept on the device; see {@link accountKey}. */
export const ACCOUNT_KEY_PREFIX = 'fairpass.account.';

/**
 * The storage key of `name` kept for the account `userId`: `fairpass.account.<userId>/<name>`. Whatever
 * is kept under it is forgotten with the account (logout, 401, another account's login).
 */
export const accountKey = (userId: string, name: string): string => `${ACCOUNT_KEY_PREFIX}${encodeURIComponent(userId)}/${name}`;

/** The account a key was kept for and the key's name under it, or undefined for a key outside {@link ACCOUNT_KEY_PREFIX}. */
export const keptKeyParts = (key: string): { readonly owner: string; readonly name: string } | undefined => {
  if (!key.startsWith(ACCOUNT_KEY_PREFIX)) return undefined;
  const end = key.indexOf('/', ACCOUNT_KEY_PREFIX.length);
  if (end < 0) return undefined;
  try {
    return { owner: decodeURIComponent(key.slice(ACCOUNT_KEY_PREFIX.length, end)), name: key.slice(end + 1) };
  } catch {
    return undefined;
  }
};
