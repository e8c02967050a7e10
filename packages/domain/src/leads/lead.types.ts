// The trade-fair lead tool's records as the `RC lead/*` and `RC leadPackage/*` endpoints send them
// (docs/endpoints.md "Trade-fair lead tool (issue 17)"). A lead is an exhibitor account's record of one
// visitor met at the booth: who (looked up by the badge's QR code or the mobile, or typed in by hand
// when "Customer information not found"), how promising (hot, warm, cold), tags, notes, a follow-up and
// the answers to the exhibitor's qualification survey. Times are `yyyy-MM-dd HH:mm:ss` Beijing time.
// Jackson's nulls are read as absent by the SDK before they reach these types.

/** How promising a lead is. */
/** How promising a lead is; `unrated` until someone on the stand rates it. */
export type LeadRating = 'hot' | 'warm' | 'cold' | 'unrated';

/** How the visitor was identified: the badge's QR code, a mobile looked up, or details typed by hand. */
export type LeadSource = 'qr' | 'mobile' | 'manual';

/** What to do next with a lead, and by when. */
export interface FollowUp {
  /** `yyyy-MM-dd`. */
  readonly date: string;
  readonly note: string;
  readonly done: boolean;
}

/** One answer of the qualification survey: chosen options, or a text. */
export interface SurveyAnswer {
  readonly questionId: string;
  readonly optionIds?: readonly string[];
  readonly text?: string;
}

/** A lead's answers to the exhibitor's survey. */
export interface LeadSurveyAnswers {
  readonly surveyId: string;
  readonly answers: readonly SurveyAnswer[];
}

/** A question of the exhibitor's qualification survey. */
export interface SurveyQuestion {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly type: 'single' | 'multiple' | 'text';
  readonly required: boolean;
  readonly options: readonly { readonly id: string; readonly label: string; readonly labelEn: string }[];
}

/** The exhibitor's qualification survey (`RC lead/survey`). */
export interface LeadSurvey {
  readonly surveyId: string;
  readonly title: string;
  readonly titleEn: string;
  readonly questions: readonly SurveyQuestion[];
}

/** The visitor's details a lead carries (from the registration, or typed by hand). */
export interface LeadContact {
  readonly name: string;
  readonly mobile: string;
  readonly company?: string;
  readonly jobTitle?: string;
  readonly email?: string;
}

/** What the exhibitor's staff record about the visitor; the fields an edit may change. */
export interface LeadQualification {
  readonly rating: LeadRating;
  readonly tags: readonly string[];
  readonly notes: string;
  readonly followUp?: FollowUp;
  readonly survey?: LeadSurveyAnswers;
}

/** A lead as the server keeps it (`Lead` on the wire). */
export interface Lead extends LeadContact, LeadQualification {
  /** The id the capturing phone generated (a UUID); the server keeps it. */
  readonly leadId: string;
  readonly exhibitionId: string;
  readonly source: LeadSource;
  /** The badge's QR code, for a lead scanned. */
  readonly badgeCode?: string;
  /** The registered visitor the lead is about; absent for one typed by hand whose mobile matched nobody. */
  readonly visitorId?: string;
  readonly capturedBy: { readonly userId: string; readonly name: string };
  /** When the phone captured it (its clock). */
  readonly capturedAt: string;
  readonly updateTime: string;
  /** 1 when created, one more for every accepted update. */
  readonly version: number;
}

/** A registered visitor found by badge code or mobile (`RC lead/byQr`, `RC lead/byMobile`). */
export interface VisitorCard extends LeadContact {
  readonly visitorId: string;
  readonly badgeCode: string;
}

/** A lookup's answer: the visitor, and the account's lead about them when there is one already. */
export interface LeadLookup {
  readonly visitor: VisitorCard;
  readonly lead?: Lead;
}

/** What `RC lead/save` takes: a new lead under the phone's id. */
export interface LeadDraft extends Partial<LeadContact>, LeadQualification {
  readonly leadId: string;
  readonly source: LeadSource;
  readonly badgeCode?: string;
  readonly capturedAt: string;
}

/** What an edit sends: only the fields changed. */
export type LeadPatch = Partial<LeadContact> & Partial<Omit<LeadQualification, 'followUp' | 'survey'>> & {
  /** `null`: the follow-up removed. */
  readonly followUp?: FollowUp | null;
  readonly survey?: LeadSurveyAnswers;
};

/** `RC lead/save`'s answer: `created` false when the server already had this id, or a lead about the same visitor. */
export interface LeadSaveReply {
  readonly lead: Lead;
  readonly created: boolean;
}

/** `RC lead/update`'s answer: `merged` when someone else wrote the lead since the version the edit started from. */
export interface LeadUpdateReply {
  readonly lead: Lead;
  readonly merged: boolean;
}

/** Whose leads: the caller's own, or (an admin of a multi-person account) every staff member's. */
export type LeadScope = 'mine' | 'all';

/** The list's filters (`RC lead/list`, `RC lead/count`, `RC lead/export`). */
export interface LeadQuery {
  readonly keyword?: string;
  readonly rating?: LeadRating;
  readonly scope?: LeadScope;
}

/** `RC lead/count`. */
export interface LeadCounts {
  readonly total: number;
  readonly hot: number;
  readonly warm: number;
  readonly cold: number;
  readonly unrated: number;
}

/** A prepared spreadsheet of leads (`RC lead/export`): a signed address valid 10 minutes. */
export interface LeadExport {
  readonly exportId: string;
  readonly fileName: string;
  readonly format: 'xlsx';
  readonly count: number;
  readonly url: string;
  readonly expireTime: string;
}
