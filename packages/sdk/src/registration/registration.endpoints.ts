// The registration area's backend endpoints (docs/endpoints.md "Users and registration",
// "Configuration"): the personal-info form, the business card, questionnaires, the exhibitor company.
import type {
  BusinessCardScan,
  ExhibitorInfo,
  FormField,
  Questionnaire,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  UserInfo,
} from '@fairpass/domain';
import { endpoint } from '../http/endpoint';
import { RC, type ExhibitionQuery } from '../http/endpoints';
import {
  normaliseBusinessCardScan,
  normaliseExhibitorInfo,
  normaliseFormFields,
  normaliseQuestionnaire,
} from './registration.normalisers';
import { normaliseUserInfo } from '../wire/user-info.normaliser';

/** The registration area's endpoint catalogue, for `client.api.call(REGISTRATION_ENDPOINTS.x, input)`. */
export const REGISTRATION_ENDPOINTS = {
  registrationFormConfig: endpoint<ExhibitionQuery & { languageType: string }, FormField[]>()(
    { method: 'GET', path: `${RC}registerConfig/formConfig` },
    normaliseFormFields,
  ),
  exhibitorSelfFormConfig: endpoint<ExhibitionQuery, FormField[]>()({ method: 'GET', path: `${RC}formConfigForExhibitorSelf` }, normaliseFormFields),
  submitUserInfo: endpoint<
    { exhibitionId: string; registerType: string; values: Readonly<Record<string, string | readonly string[]>> },
    UserInfo
  >()({ method: 'POST', path: `${RC}userInfo/submit`, idempotent: true }, normaliseUserInfo),
  uploadBusinessCard: endpoint<FormData, BusinessCardScan>()(
    { method: 'POST', path: `${RC}userInfo/businessCard/upload`, upload: true },
    normaliseBusinessCardScan,
  ),
  questionnaireDetail: endpoint<ExhibitionQuery & { languageType: string; index: QuestionnaireIndex }, Questionnaire | null>()(
    { method: 'GET', path: `${RC}questionnaire/detail` },
    normaliseQuestionnaire,
  ),
  submitQuestionnaire: endpoint<
    { exhibitionId: string; questionnaireId: string; index: QuestionnaireIndex; answers: readonly QuestionnaireAnswer[] },
    UserInfo
  >()({ method: 'POST', path: `${RC}questionnaire/answer/submit`, idempotent: true }, normaliseUserInfo),
  exhibitorDept: endpoint<{ userId: string; exhibitionId: string }, ExhibitorInfo | null>()(
    { method: 'GET', path: `${RC}dept/getByExhibitionIdAndUserId` },
    normaliseExhibitorInfo,
  ),
} as const;
