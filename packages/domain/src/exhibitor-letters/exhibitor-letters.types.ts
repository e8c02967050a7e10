// The exhibitor's letters (design exhibitor.md §2.4 visaInfo, §2.5 templates, §2.6 check-in; issue 31):
// invitation templates (the organiser's and the company's own), visa invitation letters for foreign
// staff, and the on-site check-in (报到) notice. Times are the wire's `yyyy-MM-dd HH:mm:ss` Beijing time.

/** One invitation template: the organiser's, or the company's own draft or published version. */
export interface InvitationTemplate {
  readonly id: string;
  readonly scope: 'organiser' | 'mine';
  readonly state: 'draft' | 'published';
  readonly titleZh: string;
  readonly titleEn: string;
  readonly bodyZh: string;
  readonly bodyEn: string;
  /** The picture's address, or '' for none. */
  readonly pictureUrl: string;
  /** Whether it is the company's default invitation. */
  readonly isDefault: boolean;
  readonly updatedAt: string;
}

/** The company's share facts a template is previewed with (the `%%…%%` of the share placeholder table). */
export interface TemplateCompany {
  readonly fullName: string;
  readonly fullEnName: string;
  readonly companyExhibitionVO: { readonly exhibitionHallNo: string; readonly boothNo: string; readonly boothNos: string };
}

/** Templates of one scope, with the company's facts to preview them with. */
export interface TemplateList {
  readonly templates: readonly InvitationTemplate[];
  readonly company: TemplateCompany;
}

/** The text of a template as typed (title and body in both languages). */
export interface TemplateText {
  readonly titleZh: string;
  readonly titleEn: string;
  readonly bodyZh: string;
  readonly bodyEn: string;
}

export const VISA_STATES = ['submitted', 'reviewing', 'issued', 'rejected'] as const;
export type VisaState = (typeof VISA_STATES)[number];

/** A visa letter request as sent. */
export interface VisaRequestFields {
  readonly passportName: string;
  readonly passportNo: string;
  /** ISO 3166 alpha-2 country code. */
  readonly nationality: string;
  readonly gender: 'male' | 'female';
  /** yyyy-MM-dd */
  readonly birthDate: string;
  readonly passportExpiry: string;
  readonly arrival: string;
  readonly departure: string;
  readonly jobTitle: string;
  readonly consulateCity: string;
}

/** A visa letter of the company, with its state; `pdfUrl` once issued, `rejectReason` once refused. */
export interface VisaLetter extends VisaRequestFields {
  readonly id: string;
  readonly number: string;
  readonly state: VisaState;
  readonly rejectReason: string;
  readonly pdfUrl: string;
  /** An issued letter's no-token verification page (the address its QR code holds), else ''. */
  readonly verifyUrl: string;
  readonly submittedAt: string;
  /** When the organiser began the review, and when it issued or refused the letter ('' until then). */
  readonly reviewedAt: string;
  readonly decidedAt: string;
}

/** The company's visa letters and the show's dates the requests are checked against. */
export interface VisaLetters {
  readonly letters: readonly VisaLetter[];
  /** yyyy-MM-dd: the show's first and last day. */
  readonly firstDay: string;
  readonly lastDay: string;
}

/** The check-in notice: what the exhibitor shows at the exhibitor desk. */
export interface CheckinNotice {
  /** The signed code the desk scans. */
  readonly code: string;
  readonly companyName: string;
  readonly companyNameEn: string;
  readonly hallNo: string;
  readonly boothNos: readonly string[];
  readonly passesToCollect: readonly { readonly name: string; readonly nameEn: string; readonly count: number }[];
  readonly opensAt: string;
  readonly closesAt: string;
  /** '' until the desk has scanned the code. */
  readonly checkedInAt: string;
  readonly serverTime: string;
}
