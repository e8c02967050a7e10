// Register types ("identities") of spec §3. The backend sends them as plain strings, so the domain keeps
// the wire spelling, including the two exhibitor spellings that coexist on the server.

export const REGISTER_TYPES = {
  visitor: 'visitor',
  professionalVisitor: 'professionalVisitor',
  exhibitorDept: 'exhibitorDept',
  exhibitorProduct: 'exhibitorProduct',
  exhibitorBoard: 'exhibitorBoard',
  exhibitorJournal: 'exhibitorJournal',
  exhibitor_dept: 'exhibitor_dept',
  exhibitor_product: 'exhibitor_product',
  exhibitor_board: 'exhibitor_board',
  electronic_journal: 'electronic_journal',
  commerceExhibition: 'commerceExhibition',
  visitingGroup: 'visitingGroup',
  media: 'media',
  conference: 'conference',
  /** Special top register type some tenants use for visitors invited by an exhibitor. */
  exhibitorInviteVisitor: 'exhibitorInviteVisitor',
  /** Staff an exhibitor invites (spec §2 "staff invited by an exhibitor"). */
  exhibitorInviteStaff: 'exhibitorInviteStaff',
} as const;

export type RegisterType = (typeof REGISTER_TYPES)[keyof typeof REGISTER_TYPES];

export const ALL_REGISTER_TYPES: readonly RegisterType[] = Object.values(REGISTER_TYPES);

const KNOWN = new Set<string>(ALL_REGISTER_TYPES);

/** Narrows a register type read from a link or a response. */
export const isRegisterType = (value: unknown): value is RegisterType =>
  typeof value === 'string' && KNOWN.has(value);
