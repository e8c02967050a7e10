/**
 * The exhibitor's company: its application to exhibit, the certification code that binds a login to it
 * (shown to and renewed by the company's admin),
 * the profile (application state, company, booths, the modules opened for this login) and the company's
 * materials with their deadlines, its invoices and contracts, its exhibits (added, edited, removed).
 * @module @fairpass/sdk/exhibitor
 */
// @fairpass/sdk/exhibitor — exhibitor self-service, the company (issue 30). Loaded into a client on first use:
//
//   import { getExhibitor } from '@fairpass/sdk/exhibitor';
//   const exhibitor = getExhibitor(client);
//   const profile = await exhibitor.fetchProfile.execute();
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_OPERATIONS } from './exhibitor.area';

export type { EXHIBITOR_OPERATIONS } from './exhibitor.area';

/** The exhibitor area's operations; each `execute()` resolves to a `Result`. */
export type ExhibitorApi = AreaOperations<typeof EXHIBITOR_OPERATIONS>;

const NAMES = {
  fetchProfile: true,
  apply: true,
  certify: true,
  fetchCertificationCode: true,
  renewCertificationCode: true,
  fetchBoothCard: true,
  fetchMaterials: true,
  fetchDeadlines: true,
  fetchDeadlineCalendarFile: true,
  fetchDocuments: true,
  fetchExhibits: true,
  saveExhibit: true,
  removeExhibit: true,
} as const satisfies OperationNames<typeof EXHIBITOR_OPERATIONS>;

/** The exhibitor area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitor(client: FairpassClient): ExhibitorApi {
  return lazyArea(client, { name: 'exhibitor', operations: NAMES, load: async () => (await import('./exhibitor.area')).exhibitorArea });
}

export { EXHIBITOR_ENDPOINTS } from './exhibitor.endpoints';
export { FetchProfileUseCase } from './fetch-profile.use-case';
export { ApplyUseCase } from './apply.use-case';
export { CertifyUseCase } from './certify.use-case';
export { FetchCertificationCodeUseCase } from './fetch-certification-code.use-case';
export { RenewCertificationCodeUseCase } from './renew-certification-code.use-case';
export { FetchBoothCardUseCase } from './fetch-booth-card.use-case';
export { FetchMaterialsUseCase } from './fetch-materials.use-case';
export { FetchDeadlinesUseCase } from './fetch-deadlines.use-case';
export { FetchDeadlineCalendarFileUseCase } from './fetch-deadline-calendar-file.use-case';
export { FetchDocumentsUseCase } from './fetch-documents.use-case';
export { FetchExhibitsUseCase } from './fetch-exhibits.use-case';
export { SaveExhibitUseCase } from './save-exhibit.use-case';
export { RemoveExhibitUseCase } from './remove-exhibit.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_PROFILE_ERRORS } from './fetch-profile.use-case';
export { APPLY_ERRORS } from './apply.use-case';
export { CERTIFY_ERRORS } from './certify.use-case';
export { FETCH_CERTIFICATION_CODE_ERRORS } from './fetch-certification-code.use-case';
export { RENEW_CERTIFICATION_CODE_ERRORS } from './renew-certification-code.use-case';
export { FETCH_BOOTH_CARD_ERRORS } from './fetch-booth-card.use-case';
export { FETCH_MATERIALS_ERRORS } from './fetch-materials.use-case';
export { FETCH_DEADLINES_ERRORS } from './fetch-deadlines.use-case';
export { FETCH_DEADLINE_CALENDAR_FILE_ERRORS } from './fetch-deadline-calendar-file.use-case';
export { FETCH_DOCUMENTS_ERRORS } from './fetch-documents.use-case';
export { FETCH_EXHIBITS_ERRORS } from './fetch-exhibits.use-case';
export { SAVE_EXHIBIT_ERRORS } from './save-exhibit.use-case';
export { REMOVE_EXHIBIT_ERRORS } from './remove-exhibit.use-case';
