/**
 * The exhibitor manual: one section whole or one part (its text, its forms, the fascia of each standard
 * booth), saving a part as a draft or handed in, and the exhibitor's company form.
 * @module @fairpass/sdk/exhibitor-manual
 */
// @fairpass/sdk/exhibitor-manual — exhibitor self-service, the manual (issue 30). Loaded into a client on first use:
//
//   import { getExhibitorManual } from '@fairpass/sdk/exhibitor-manual';
//   const manual = getExhibitorManual(client);
//   const board = await manual.fetchManual.execute({ materialTypeV2: 'board' });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_MANUAL_OPERATIONS } from './exhibitor-manual.area';

export type { EXHIBITOR_MANUAL_OPERATIONS } from './exhibitor-manual.area';

/** The exhibitor manual operations; each `execute()` resolves to a `Result`. */
export type ExhibitorManualApi = AreaOperations<typeof EXHIBITOR_MANUAL_OPERATIONS>;

const NAMES = {
  fetchManual: true,
  saveManual: true,
  submitCompanyForm: true,
} as const satisfies OperationNames<typeof EXHIBITOR_MANUAL_OPERATIONS>;

/** The exhibitor manual area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorManual(client: FairpassClient): ExhibitorManualApi {
  return lazyArea(client, { name: 'exhibitor-manual', operations: NAMES, load: async () => (await import('./exhibitor-manual.area')).exhibitorManualArea });
}

export { EXHIBITOR_MANUAL_ENDPOINTS } from './exhibitor-manual.endpoints';
export { FetchManualUseCase } from './fetch-manual.use-case';
export type { FetchManualInput } from './fetch-manual.use-case';
export { SaveManualUseCase } from './save-manual.use-case';
export type { SaveManualInput } from './save-manual.use-case';
export { SubmitCompanyFormUseCase } from './submit-company-form.use-case';
export type { SubmitCompanyFormInput } from './submit-company-form.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_MANUAL_ERRORS } from './fetch-manual.use-case';
export { SAVE_MANUAL_ERRORS } from './save-manual.use-case';
export { SUBMIT_COMPANY_FORM_ERRORS } from './submit-company-form.use-case';
export { MANUAL_REFUSALS } from './manual-failures';
