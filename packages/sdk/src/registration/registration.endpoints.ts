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

/** The registration area's endpoint catalogue, for `client.api.call(REGISTRATION_ENDPOINTS.x, input)`. */
export const REGISTRATION_ENDPOINTS = {
  registrationFormConfig: endpoint<ExhibitionQuery & { languageType: string }, FormField[]>()({
    method: 'GET',
    path: `${RC}registerConfig/formConfig`,
  }),
  exhibitorSelfFormConfig: endpoint<ExhibitionQuery, FormField[]>()({ method: 'GET', path: `${RC}formConfigForExhibitorSelf` }),
  submitUserInfo: endpoint<
    { exhibitionId: string; registerType: string; values: Readonly<Record<string, string | readonly string[]>> },
    UserInfo
  >()({ method: 'POST', path: `${RC}userInfo/submit`, idempotent: true }),
  uploadBusinessCard: endpoint<FormData, BusinessCardScan>()({ method: 'POST', path: `${RC}userInfo/businessCard/upload`, upload: true }),
  questionnaireDetail: endpoint<ExhibitionQuery & { languageType: string; index: QuestionnaireIndex }, Questionnaire | null>()({
    method: 'GET',
    path: `${RC}questionnaire/detail`,
  }),
  submitQuestionnaire: endpoint<
    { exhibitionId: string; questionnaireId: string; index: QuestionnaireIndex; answers: readonly QuestionnaireAnswer[] },
    UserInfo
  >()({ method: 'POST', path: `${RC}questionnaire/answer/submit`, idempotent: true }),
  exhibitorDept: endpoint<{ userId: string; exhibitionId: string }, ExhibitorInfo | null>()({
    method: 'GET',
    path: `${RC}dept/getByExhibitionIdAndUserId`,
  }),
} as const;
