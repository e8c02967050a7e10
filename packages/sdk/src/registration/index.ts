/**
 * The registration area: the personal-info form, the business card, questionnaires, the exhibitor company.
 * @module @fairpass/sdk/registration
 */
// @fairpass/sdk/registration — the registration area: the personal-info form (/infoWap), the business
// card (/photo), questionnaires 1–3 and the exhibitor company. Loaded into a client on first use:
//
//   import { getRegistration } from '@fairpass/sdk/registration';
//   const registration = getRegistration(client);
//   await registration.submitQuestionnaire.execute({ questionnaireId, index: 1, answers });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { REGISTRATION_OPERATIONS } from './registration.area';

export type { REGISTRATION_OPERATIONS } from './registration.area';

/** The registration area's operations; each `execute()` resolves to a `Result`. */
export type RegistrationApi = AreaOperations<typeof REGISTRATION_OPERATIONS>;

const NAMES = {
  fetchRegistrationForm: true,
  submitPersonalInfo: true,
  uploadBusinessCard: true,
  fetchQuestionnaire: true,
  submitQuestionnaire: true,
  fetchExhibitorDept: true,
  fetchCompanyForm: true,
} as const satisfies OperationNames<typeof REGISTRATION_OPERATIONS>;

/** The registration area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getRegistration(client: FairpassClient): RegistrationApi {
  return lazyArea(client, { name: 'registration', operations: NAMES, load: async () => (await import('./registration.area')).registrationArea });
}

export { REGISTRATION_ENDPOINTS } from './registration.endpoints';
export { FetchRegistrationFormUseCase } from './fetch-registration-form.use-case';
export { FetchCompanyFormUseCase } from './fetch-company-form.use-case';
export { SubmitPersonalInfoUseCase } from './submit-personal-info.use-case';
export { UploadBusinessCardUseCase } from './upload-business-card.use-case';
export { FetchQuestionnaireUseCase } from './fetch-questionnaire.use-case';
export { SubmitQuestionnaireUseCase } from './submit-questionnaire.use-case';
export { FetchExhibitorDeptUseCase } from './fetch-exhibitor-dept.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_EXHIBITOR_DEPT_ERRORS } from './fetch-exhibitor-dept.use-case';
export { FETCH_QUESTIONNAIRE_ERRORS } from './fetch-questionnaire.use-case';
export { FETCH_REGISTRATION_FORM_ERRORS } from './fetch-registration-form.use-case';
export { FETCH_COMPANY_FORM_ERRORS } from './fetch-company-form.use-case';
export { SUBMIT_PERSONAL_INFO_ERRORS } from './submit-personal-info.use-case';
export { SUBMIT_QUESTIONNAIRE_ERRORS } from './submit-questionnaire.use-case';
export { UPLOAD_BUSINESS_CARD_ERRORS } from './upload-business-card.use-case';
