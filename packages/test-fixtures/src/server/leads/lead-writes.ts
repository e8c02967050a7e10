// Saving and editing leads (docs/endpoints.md "Trade-fair lead tool (issue 17)").
// - save: one lead per client id, and one per account and visitor (the registered visitor the badge or
//   mobile finds; a lead typed by hand whose mobile matches nobody counts by that mobile). A repeat of
//   either answers the lead the server has, `created: false`, and writes nothing.
// - update: the fields named are written, each replacing the server's value (the last write to reach
//   the server wins field by field; fields not named are left alone); `merged` says someone else wrote
//   the lead since `baseVersion`. Only a lead typed by hand may change its name and mobile.
import { beijingTime } from '../kit/beijing-time';
import { customerNotFound, done, leadInvalid, noPackage, notFound, type LeadsOutcome } from './leads-failure';
import type { LeadAccountRecord, LeadRecord, VisitorRecord } from './leads-records';
import type { LeadsState } from './leads-state';
import { DEFAULT_RATING, isLeadSource, leadContactErrors, leadErrors, leadQualificationErrors, normaliseTags } from './lead-rules';
import type { FollowUpWire, LeadSource, LeadSurveyAnswersWire, LeadSurveyWire } from './leads-wire.types';

type Body = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const LEAD = { cn: '线索', en: 'Lead' };
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function readFollowUp(value: unknown): FollowUpWire | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return 'invalid';
  const raw = value as Body;
  return { date: typeof raw.date === 'string' ? raw.date : '', note: typeof raw.note === 'string' ? raw.note : '', done: raw.done === true };
}

/** Survey answers for the account's survey: known questions only. */
function readSurvey(value: unknown, survey: LeadSurveyWire): LeadSurveyAnswersWire | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  const raw = value as Body;
  if (raw.surveyId !== survey.surveyId || !Array.isArray(raw.answers)) return 'invalid';
  const known = new Set(survey.questions.map((q) => q.id));
  const answers = raw.answers.map((a) => a as Body);
  if (!answers.every((a) => typeof a.questionId === 'string' && known.has(a.questionId))) return 'invalid';
  return {
    surveyId: survey.surveyId,
    answers: answers.map((a) => ({
      questionId: a.questionId as string,
      ...(Array.isArray(a.optionIds) ? { optionIds: a.optionIds.filter((id): id is string => typeof id === 'string') } : {}),
      ...(typeof a.text === 'string' ? { text: a.text } : {}),
    })),
  };
}

/** The visitor a draft names, by its source; undefined when a badge or mobile finds nobody. */
function visitorOf(state: LeadsState, exhibitionId: string, source: LeadSource, badgeCode: string | undefined, mobile: string | undefined): VisitorRecord | undefined {
  if (source === 'qr') return badgeCode === undefined ? undefined : state.visitorByBadge(exhibitionId, badgeCode);
  return mobile === undefined ? undefined : state.visitorByMobile(exhibitionId, mobile);
}

const sameVisitor = (lead: LeadRecord, visitorId: string | undefined, mobile: string) => (visitorId !== undefined ? lead.visitorId === visitorId : lead.visitorId === undefined && lead.mobile === mobile);

export interface Capturer {
  userId: string;
  name: string;
}

export function saveLead(state: LeadsState, account: LeadAccountRecord, by: Capturer, body: Body): LeadsOutcome<{ lead: LeadRecord; created: boolean }> {
  const leadId = text(body.leadId);
  if (leadId === undefined || leadId.length > 64) return leadInvalid({ leadId: ['VALIDATION.REQUIRED'] });
  const repeat = state.lead(account, leadId);
  if (repeat) return done({ lead: repeat, created: false });
  if (!state.packageOf(account)) return noPackage();
  const source = isLeadSource(body.source) ? body.source : undefined;
  if (source === undefined) return leadInvalid({ source: ['VALIDATION.OUT_OF_RANGE'] });
  const followUp = readFollowUp(body.followUp);
  const survey = readSurvey(body.survey, account.survey);
  const draft = {
    source,
    badgeCode: text(body.badgeCode),
    name: text(body.name),
    mobile: text(body.mobile),
    company: text(body.company),
    jobTitle: text(body.jobTitle),
    email: text(body.email),
    rating: body.rating === undefined ? DEFAULT_RATING : (body.rating as never),
    tags: Array.isArray(body.tags) ? body.tags.filter((t): t is string => typeof t === 'string') : [],
    notes: typeof body.notes === 'string' ? body.notes : '',
    ...(followUp === undefined || followUp === 'invalid' ? {} : { followUp }),
  };
  const errors: Record<string, readonly string[]> = { ...leadErrors(draft) } as Record<string, readonly string[]>;
  if (followUp === 'invalid') errors.followUp = ['VALIDATION.OUT_OF_RANGE'];
  if (survey === 'invalid') errors.survey = ['VALIDATION.OUT_OF_RANGE'];
  const capturedAt = typeof body.capturedAt === 'string' && WIRE_TIME.test(body.capturedAt) ? body.capturedAt : undefined;
  if (capturedAt === undefined) errors.capturedAt = ['VALIDATION.DATE_INVALID'];
  if (Object.keys(errors).length > 0) return leadInvalid(errors);

  const visitor = visitorOf(state, account.exhibitionId, source, draft.badgeCode, draft.mobile);
  if (source !== 'manual' && !visitor) return customerNotFound();
  // From the registration for a visitor found; as typed for a lead by hand.
  const contact = source === 'manual' || !visitor ? { name: draft.name ?? '', mobile: draft.mobile ?? '', company: draft.company, jobTitle: draft.jobTitle, email: draft.email } : visitor;
  const visitorId = visitor?.visitorId;
  const existing = state.leadsOf(account).find((l) => sameVisitor(l, visitorId, contact.mobile));
  if (existing) return done({ lead: existing, created: false });
  const now = state.now();
  const lead: LeadRecord = {
    leadId,
    accountId: account.accountId,
    exhibitionId: account.exhibitionId,
    source,
    ...(visitor ? { badgeCode: visitor.badgeCode, visitorId: visitor.visitorId } : draft.badgeCode ? { badgeCode: draft.badgeCode } : {}),
    name: contact.name,
    mobile: contact.mobile,
    ...(contact.company ? { company: contact.company } : {}),
    ...(contact.jobTitle ? { jobTitle: contact.jobTitle } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    rating: draft.rating,
    tags: normaliseTags(draft.tags),
    notes: draft.notes,
    ...(draft.followUp ? { followUp: draft.followUp } : {}),
    ...(survey && survey !== 'invalid' ? { survey } : {}),
    capturedByUserId: by.userId,
    capturedByName: by.name,
    capturedAt: capturedAt ?? beijingTime(now),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  state.leads.push(lead);
  return done({ lead, created: true });
}

const CONTACT_FIELDS = ['name', 'mobile', 'company', 'jobTitle', 'email'] as const;

export function updateLead(state: LeadsState, account: LeadAccountRecord, body: Body): LeadsOutcome<{ lead: LeadRecord; merged: boolean }> {
  const lead = state.lead(account, text(body.leadId) ?? '');
  if (!lead) return notFound(LEAD);
  if (!state.packageOf(account)) return noPackage();
  const patch = typeof body.patch === 'object' && body.patch !== null ? (body.patch as Body) : {};
  const baseVersion = typeof body.baseVersion === 'number' ? body.baseVersion : 0;
  const errors: Record<string, readonly string[]> = {};
  const contactChanges = CONTACT_FIELDS.filter((field) => patch[field] !== undefined);
  if (contactChanges.length > 0 && lead.source !== 'manual') for (const field of contactChanges) errors[field] = ['VALIDATION.OUT_OF_RANGE'];
  const followUp = patch.followUp === null ? null : readFollowUp(patch.followUp);
  const survey = readSurvey(patch.survey, account.survey);
  const qualification = {
    ...(patch.rating === undefined ? {} : { rating: patch.rating as never }),
    ...(Array.isArray(patch.tags) ? { tags: patch.tags.filter((t): t is string => typeof t === 'string') } : {}),
    ...(typeof patch.notes === 'string' ? { notes: patch.notes } : {}),
    ...(followUp && followUp !== 'invalid' ? { followUp } : {}),
  };
  Object.assign(errors, leadQualificationErrors(qualification));
  if (followUp === 'invalid') errors.followUp = ['VALIDATION.OUT_OF_RANGE'];
  if (survey === 'invalid') errors.survey = ['VALIDATION.OUT_OF_RANGE'];
  const contact = Object.fromEntries(contactChanges.map((field) => [field, text(patch[field]) ?? ''])) as Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;
  if (contactChanges.length > 0 && lead.source === 'manual') {
    Object.assign(errors, leadContactErrors({ source: 'manual', name: lead.name, mobile: lead.mobile, ...contact }));
  }
  if (Object.keys(errors).length > 0) return leadInvalid(errors);
  const merged = baseVersion < lead.version;
  Object.assign(lead, contact, qualification);
  if (qualification.tags) lead.tags = normaliseTags(qualification.tags);
  if (followUp === null) delete lead.followUp;
  if (survey && survey !== 'invalid') lead.survey = survey;
  lead.version += 1;
  lead.updatedAt = state.now();
  return done({ lead, merged });
}
