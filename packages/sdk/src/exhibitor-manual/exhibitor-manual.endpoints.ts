// The exhibitor manual's endpoints (design exhibitor.md §2.1 formInfoWap, §2.2 manualAll / manualPart,
// "ours"; docs/endpoints.md "Exhibitor self-service"): a manual section whole or one part, saving one
// part as a draft or handed in, and the company form. Every write carries an Idempotency-Key.
import type { CompanyFormRequest, CompanyFormSubmitted, ManualRequest, ManualSection, SaveManualRequest } from '@fairpass/domain/exhibitor-manual';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseFormSubmitted, normaliseSection } from './exhibitor-manual.normalisers';

/** The exhibitor manual's endpoint catalogue, for `client.api.call(EXHIBITOR_MANUAL_ENDPOINTS.x, input)`. */
export const EXHIBITOR_MANUAL_ENDPOINTS = {
  manual: endpoint<ManualRequest, ManualSection>()({ method: 'GET', path: `${RC}exhibitor/manual` }, normaliseSection),
  save: endpoint<SaveManualRequest, ManualSection>()({ method: 'POST', path: `${RC}exhibitor/manual/save`, idempotent: true }, normaliseSection),
  submitCompanyForm: endpoint<CompanyFormRequest, CompanyFormSubmitted>()({ method: 'POST', path: `${RC}exhibitor/form/submit`, idempotent: true }, normaliseFormSubmitted),
} as const;
