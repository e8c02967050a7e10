// The %%…%% placeholders of share titles (spec §3). Each is spelled exactly like the wire field it
// shows, because that is the vocabulary the exhibition's staff see when they type share texts in the
// BladeX console; no aliases are accepted, since none is documented. A placeholder reads the first
// non-empty value along its paths, in order.

type Path = readonly string[];

export const SHARE_PLACEHOLDERS = {
  // the logged-in user
  name: [['user', 'name']],
  lastName: [['user', 'lastName']],
  firstName: [['user', 'firstName']],
  company: [['user', 'company']],
  companyEnName: [['user', 'companyEnName']],
  // A visitor has no booth, so the exhibitor's booth stands in for the user's.
  boothNo: [
    ['user', 'boothNo'],
    ['exhibitor', 'companyExhibitionVO', 'boothNo'],
  ],
  // the exhibitor (company) the user belongs to
  fullName: [['exhibitor', 'fullName']],
  fullEnName: [['exhibitor', 'fullEnName']],
  exhibitorJournalName: [['exhibitor', 'exhibitorJournalName']],
  exhibitorJournalEnName: [['exhibitor', 'exhibitorJournalEnName']],
  journalContacts: [['exhibitor', 'journalContacts']],
  journalContactInformation: [['exhibitor', 'journalContactInformation']],
  journalLogo: [['exhibitor', 'journalLogo']],
  deptName: [['exhibitor', 'deptName']],
  deptEnName: [['exhibitor', 'deptEnName']],
  exhibitionHallNo: [['exhibitor', 'companyExhibitionVO', 'exhibitionHallNo']],
  boothNos: [['exhibitor', 'companyExhibitionVO', 'boothNos']],
} as const satisfies Record<string, readonly Path[]>;

export type SharePlaceholder = keyof typeof SHARE_PLACEHOLDERS;

export const isSharePlaceholder = (name: string): name is SharePlaceholder =>
  Object.hasOwn(SHARE_PLACEHOLDERS, name);
