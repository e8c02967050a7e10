// A VIP's invitation as a letter (issue 31 "beyond the anchors"): numbered VI-yyyy-nnnnnn, in Chinese and
// English on one page from the inviting company, with the QR code of the organiser's no-token
// verification page (exhibitorLetters/letter-verification.ts), which says whether the invitation stands:
// open, registered, or declined (no longer valid). Drawn by exhibitorLetters/bilingual-letter-pdf.ts.
import { EXHIBITOR_LETTERS_SEED } from '../../data/exhibitor-letters.data';
import type { ServerContext } from '../context';
import { bilingualLetterPdf } from '../exhibitorLetters/bilingual-letter-pdf';
import type { ExhibitorLettersState } from '../exhibitorLetters/exhibitor-letters-state';
import { letterVerifyUrl, type VerifiedLetter } from '../exhibitorLetters/letter-verification';
import type { ExhibitorPeopleState } from '../exhibitorPeople/exhibitor-people-state';
import type { ExhibitorGuestsState, VipRecord } from './exhibitor-guests-state';

const showOf = (ctx: ServerContext) => ctx.state.slice<ExhibitorLettersState>('exhibitorLetters').show;

/** The VIP invitation's number: the show's year and the invitation's sequence. */
export const vipLetterNumber = (ctx: ServerContext, vip: Pick<VipRecord, 'id'>): string =>
  `VI-${showOf(ctx).firstDay.slice(0, 4)}-${vip.id.replace(/\D/g, '').slice(-6).padStart(6, '0')}`;

const companyOf = (ctx: ServerContext, deptId: string) => {
  const company = ctx.state.slice<ExhibitorPeopleState>('exhibitorPeople').company(deptId);
  const boothNos = company?.boothNos ?? [];
  return { zh: company?.fullName ?? '', en: company?.fullEnName || company?.fullName || '', hall: boothNos[0]?.split('-')[0] ?? '', booths: boothNos.join(', ') };
};

export function vipLetterPdf(ctx: ServerContext, vip: VipRecord): Buffer {
  const { firstDay, lastDay } = showOf(ctx);
  const company = companyOf(ctx, vip.deptId);
  const { showName } = EXHIBITOR_LETTERS_SEED;
  const number = vipLetterNumber(ctx, vip);
  return bilingualLetterPdf({
    number,
    titleZh: 'VIP 邀请函',
    titleEn: 'VIP Invitation',
    zh: [
      `尊敬的 ${vip.name}${vip.title ? ` ${vip.title}` : ''}：`,
      `${company.zh} 诚挚邀请您作为 VIP 嘉宾莅临${showName.zh}（${firstDay} 至 ${lastDay}），并到访我们位于 ${company.hall} 馆 ${company.booths} 的展位。`,
      '请通过短信或邮件中的链接完成登记；登记后凭入场码入场。',
    ],
    en: [
      `Dear ${vip.name},`,
      `${company.en} invites you as its VIP guest to ${showName.en} (${firstDay} to ${lastDay}) and to its booth ${company.booths} in hall ${company.hall}.`,
      'Please register through the link in your text message or e-mail; at the show, you enter with the code you receive on registering.',
    ],
    signatureZh: company.zh,
    signatureEn: company.en,
    issuedOn: ctx.state.slice<ExhibitorGuestsState>('exhibitorGuests').time(vip.at).slice(0, 10),
    verifyUrl: letterVerifyUrl(ctx.origin(), number),
  });
}

/** The verification page's facts of a VIP invitation, by its number. */
export function verifiedVipLetter(ctx: ServerContext, number: string): VerifiedLetter | undefined {
  const vip = ctx.state.slice<ExhibitorGuestsState>('exhibitorGuests').vips.find((v) => vipLetterNumber(ctx, v) === number);
  if (!vip) return undefined;
  const company = companyOf(ctx, vip.deptId);
  const { firstDay, lastDay } = showOf(ctx);
  const state = {
    sent: { zh: '有效：待登记', en: 'Valid: not registered yet' },
    registered: { zh: '有效：已登记', en: 'Valid: registered' },
    optedOut: { zh: '无效：已谢绝', en: 'Not valid: declined' },
  }[vip.state];
  return {
    kindZh: 'VIP 邀请函',
    kindEn: 'VIP invitation',
    number,
    holder: vip.name,
    companyZh: company.zh,
    companyEn: company.en,
    dates: [{ zh: '展期', en: 'Show dates', value: `${firstDay} – ${lastDay}` }],
    valid: vip.state !== 'optedOut',
    stateZh: state.zh,
    stateEn: state.en,
  };
}
