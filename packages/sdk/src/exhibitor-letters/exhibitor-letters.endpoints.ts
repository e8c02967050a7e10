// The exhibitor's letters endpoints (design exhibitor.md §2.4–§2.6 and §5.2, "ours"; docs/endpoints.md
// "Exhibitor self-service"): invitation templates, visa letters and the check-in notice. Every write
// but the multipart picture upload carries an Idempotency-Key.
import type { CheckinNotice, InExhibition, InvitationTemplate, SaveTemplateRequest, TemplateList, VisaLetter, VisaLetters, VisaRequestFields } from '@fairpass/domain/exhibitor-letters';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseCheckin, normalisePicture, normaliseTemplate, normaliseTemplateList, normaliseVisa, normaliseVisaLetters } from './exhibitor-letters.normalisers';

/** The exhibitor's letters endpoint catalogue, for `client.api.call(EXHIBITOR_LETTERS_ENDPOINTS.x, input)`. */
export const EXHIBITOR_LETTERS_ENDPOINTS = {
  templates: endpoint<InExhibition & { readonly scope: 'organiser' | 'mine' }, TemplateList>()({ method: 'GET', path: `${RC}invitationTemplate/list` }, normaliseTemplateList),
  template: endpoint<InExhibition & { readonly id: string }, InvitationTemplate>()({ method: 'GET', path: `${RC}invitationTemplate/detail` }, normaliseTemplate),
  upload: endpoint<FormData, { readonly url: string }>()({ method: 'POST', path: `${RC}invitationTemplate/upload`, upload: true }, normalisePicture),
  save: endpoint<SaveTemplateRequest, InvitationTemplate>()({ method: 'POST', path: `${RC}invitationTemplate/save`, idempotent: true }, normaliseTemplate),
  visaLetters: endpoint<InExhibition, VisaLetters>()({ method: 'GET', path: `${RC}visa/list` }, normaliseVisaLetters),
  applyVisa: endpoint<InExhibition & VisaRequestFields, VisaLetter>()({ method: 'POST', path: `${RC}visa/apply`, idempotent: true }, normaliseVisa),
  checkin: endpoint<InExhibition, CheckinNotice>()({ method: 'GET', path: `${RC}exhibitor/checkin` }, normaliseCheckin),
} as const;
