// Classification of register types (spec §3). The families drive the after-login routing and which
// screens a user may see, so they are data, not scattered string comparisons.
import { REGISTER_TYPES as T, type RegisterType } from './register-type';

export type IdentityFamily = 'visitor' | 'exhibitorSelfService' | 'tradeFair' | 'other';

const FAMILY_OF: Readonly<Record<RegisterType, IdentityFamily>> = {
  [T.visitor]: 'visitor',
  [T.professionalVisitor]: 'visitor',
  [T.exhibitorDept]: 'exhibitorSelfService',
  [T.exhibitorProduct]: 'exhibitorSelfService',
  [T.exhibitorBoard]: 'exhibitorSelfService',
  [T.exhibitorJournal]: 'exhibitorSelfService',
  [T.exhibitor_dept]: 'exhibitorSelfService',
  [T.exhibitor_product]: 'exhibitorSelfService',
  [T.exhibitor_board]: 'exhibitorSelfService',
  [T.electronic_journal]: 'exhibitorSelfService',
  [T.commerceExhibition]: 'tradeFair',
  [T.visitingGroup]: 'other',
  [T.media]: 'other',
  [T.conference]: 'other',
  [T.exhibitorInviteVisitor]: 'other',
  [T.exhibitorInviteStaff]: 'other',
};

export const identityFamily = (type: RegisterType): IdentityFamily => FAMILY_OF[type];

/** Takes plain strings because register types arrive from links and responses unchecked. */
const inFamily = (family: IdentityFamily) => (type: string): boolean =>
  (FAMILY_OF as Readonly<Record<string, IdentityFamily | undefined>>)[type] === family;

export const isExhibitorSelfService = inFamily('exhibitorSelfService');
export const isTradeFair = inFamily('tradeFair');
export const isVisitorKind = inFamily('visitor');
export const isOtherIdentity = inFamily('other');
export const isGroup = (type: string): boolean => type === T.visitingGroup;
