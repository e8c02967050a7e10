// The limits of group management: how long the group's texts may be, how large a group may be said to
// be, how many members one bulk action may change, and the shape of a sub-account's login name (its
// length is spec §5's account rule, ACCOUNT_LENGTH).
export const GROUP_LIMITS = {
  nameMax: 50,
  organisationMax: 100,
  expectedSizeMax: 2000,
  /** Members one remove or move may name (a page of 20 selected five times over). */
  bulkMax: 100,
  /** The member list's page (spec: long lists 20 at a time). */
  pageSize: 20,
  /** Members one spreadsheet import may add (issue 29), in one batch. */
  sheetRowsMax: 500,
} as const;

/** A sub-account's login name: letters, digits and `_ . @ -`, no spaces (it is typed to log in). */
export const SUB_ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
