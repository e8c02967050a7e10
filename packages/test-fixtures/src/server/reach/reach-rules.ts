// The reach rules as the backend applies them (docs/endpoints.md "Invitations, sources, sharing and
// reach"), restated for the server: the ways to invite, what an invitation to send must hold, the
// traceability codes, where an invited person stands, how names and logins are masked for others, the
// sharers' ranking, and the invitation link a text or e-mail carries. The server must not load
// @fairpass/domain at run time (it stands in for the Java backend, so the app and the SDK are checked
// against rules they did not write); reach-rules.test.ts holds both versions to the same answers.
import { isBlank, isEmailAddress, isMainlandMobile, isPersonName } from '../contact-rules';
import type { InviteCardWire, InviteeState, InviteFormType, SentInviteType } from './reach-wire.types';
import type { LanguageType } from '../wire.types';

/** Field → the domain's validation error codes ({} when valid). */
export type FieldErrors = Record<string, string[]>;

export const INVITE_FORM_TYPES: readonly InviteFormType[] = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'];
export const SENT_INVITE_TYPES: readonly SentInviteType[] = ['SHORT_MSG', 'EMAIL'];

export const isInviteFormType = (value: unknown): value is InviteFormType => INVITE_FORM_TYPES.some((type) => type === value);
export const isSentInviteType = (value: unknown): value is SentInviteType => SENT_INVITE_TYPES.some((type) => type === value);

/** An invitation to send: a person's name, and a mainland mobile for a text message or an e-mail address for an e-mail. */
export function invitationErrors(inviteType: SentInviteType, values: { name: unknown; recipient: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.name)) errors.name = ['VALIDATION.REQUIRED'];
  else if (!isPersonName(values.name)) errors.name = ['VALIDATION.NAME_INVALID'];
  const byText = inviteType === 'SHORT_MSG';
  if (isBlank(values.recipient)) errors.recipient = ['VALIDATION.REQUIRED'];
  else if (byText ? !isMainlandMobile(values.recipient) : !isEmailAddress(values.recipient)) errors.recipient = [byText ? 'VALIDATION.PHONE_INVALID' : 'VALIDATION.EMAIL_INVALID'];
  return errors;
}

/** A traceability code: 1–4 letters or digits (spec §5, §9). */
export const isTraceabilityCode = (value: unknown): boolean => typeof value === 'string' && /^[A-Za-z0-9]{1,4}$/.test(value.trim());

/** Codes are one without case (A1 is a1): kept trimmed, in capitals. */
export const normaliseSourceCode = (code: string): string => code.trim().toUpperCase();

/** A channel's name has at most 30 characters. */
export const SOURCE_NAME_MAX_LENGTH = 30;

/** Where an invited person stands, from their registration on the exhibition (none: only the invitation went out). */
export function inviteeStateOf(registration: { completeResult: string; examineResult: string } | undefined): InviteeState {
  if (!registration) return 'sent';
  if (registration.completeResult !== 'succ') return 'incomplete';
  if (registration.examineResult === 'approve') return 'approved';
  return registration.examineResult === 'reject' ? 'rejected' : 'reviewing';
}

// Masking what others see of a person. Ends stay, the middle is stars; a value too short to keep both
// ends shows fewer characters, so that at least a third of it stays hidden (138****0004 shows 7 of 11).
const STAR = '*';

function keepEnds(value: string, start: number, end: number): string {
  const chars = Array.from(value);
  const visible = Math.floor((chars.length * 2) / 3);
  let [head, tail] = [start, end];
  // Give up a character of the longer end first, the tail when they are even.
  while (head + tail > visible) {
    if (head > tail) head -= 1;
    else tail -= 1;
  }
  return `${chars.slice(0, head).join('')}${STAR.repeat(chars.length - head - tail)}${chars.slice(chars.length - tail).join('')}`;
}

// Country calling codes of one and two digits (ITU E.164); the rest have three.
const ONE_DIGIT_CODES = ['1', '7'];
const TWO_DIGIT_CODES =
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' ');

const callingCodeOf = (digits: string): string => {
  if (ONE_DIGIT_CODES.includes(digits.charAt(0))) return digits.slice(0, 1);
  return TWO_DIGIT_CODES.includes(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
};

/** 138****0004 for a mainland mobile; +852 ****4567 for an international number (the code and at most the last 4, never more than half). */
export function maskPhone(value: string | null | undefined): string {
  const phone = (value ?? '').trim().replace(/[\s\-()]/g, '');
  if (phone === '') return '';
  const international = /^(?:\+|00)(\d{7,15})$/.exec(phone)?.[1];
  if (international === undefined) return keepEnds(phone, 3, 4);
  const code = callingCodeOf(international);
  const national = international.slice(code.length);
  const shown = Math.min(4, Math.floor(national.length / 2));
  return `+${code} ${STAR.repeat(national.length - shown)}${national.slice(national.length - shown)}`;
}

/** a***e@example.com: three stars whatever the name's length, the domain in full. */
export function maskEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  if (email === '') return '';
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return keepEnds(email, 1, 1);
  const name = Array.from(email.slice(0, at));
  const last = name.length > 2 ? name[name.length - 1] : '';
  return `${name[0]}${STAR.repeat(3)}${last}${email.slice(at)}`;
}

export interface SharerCount {
  userId: string;
  registered: number;
  /** When the sharer's latest counted registration came (epoch ms). */
  lastAt: number;
}

export interface RankedSharer extends SharerCount {
  rank: number;
}

/**
 * Everyone with a registration through them, most first; equal counts share a rank and the next rank
 * skips (1, 2, 2, 4); among equals the one who reached the count first comes first.
 */
export function rankSharers(counts: readonly SharerCount[]): RankedSharer[] {
  const ordered = counts.filter((c) => c.registered > 0).sort((a, b) => b.registered - a.registered || a.lastAt - b.lastAt || a.userId.localeCompare(b.userId));
  const ranked: RankedSharer[] = [];
  ordered.forEach((count, index) => {
    const before = ranked[index - 1];
    ranked.push({ ...count, rank: before && before.registered === count.registered ? before.rank : index + 1 });
  });
  return ranked;
}

/** The exhibition's link parameters an invitation link carries over. */
export interface LinkBase {
  exhibitionId: string;
  registerType: string;
  tenantId: string;
  /** Omitted: the invited person's page opens in the default language. */
  languageType?: LanguageType;
}

/**
 * The query of the invitation link a text or e-mail carries (the app's own entry link: registrationSource
 * inviteCard, the inviter's card), URL-encoded, without the '?'.
 */
export function invitationLinkQuery(base: LinkBase, card: InviteCardWire, inviteType: InviteFormType): string {
  const params: [string, string | undefined][] = [
    ['exhibitionId', base.exhibitionId],
    ['registerType', base.registerType],
    ['tenantId', base.tenantId],
    ['languageType', base.languageType],
    ['registrationSource', 'inviteCard'],
    ['registerLinkId', card.registerLinkId],
    ['inviteType', inviteType],
    ['inviteUserId', card.inviteUserId],
    ['inviteUserName', card.inviteUserName],
    ['inviteDeptId', card.inviteDeptId?.trim() || undefined],
    ['sourceCode', card.sourceCode?.trim() || undefined],
  ];
  return params
    .flatMap(([name, value]) => (value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]))
    .join('&');
}
