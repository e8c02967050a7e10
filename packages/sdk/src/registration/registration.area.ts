import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { FetchCompanyFormUseCase } from './fetch-company-form.use-case';
import { FetchExhibitorDeptUseCase } from './fetch-exhibitor-dept.use-case';
import { FetchQuestionnaireUseCase } from './fetch-questionnaire.use-case';
import { FetchRegistrationFormUseCase } from './fetch-registration-form.use-case';
import { HttpRegistrationGateway } from './http-registration.gateway';
import { REGISTRATION_TOKENS } from './registration.tokens';
import { SubmitPersonalInfoUseCase } from './submit-personal-info.use-case';
import { SubmitQuestionnaireUseCase } from './submit-questionnaire.use-case';
import { UploadBusinessCardUseCase } from './upload-business-card.use-case';

/** The registration area's operations, by the names callers use. */
export const REGISTRATION_OPERATIONS = {
  fetchRegistrationForm: FetchRegistrationFormUseCase,
  submitPersonalInfo: SubmitPersonalInfoUseCase,
  uploadBusinessCard: UploadBusinessCardUseCase,
  fetchQuestionnaire: FetchQuestionnaireUseCase,
  submitQuestionnaire: SubmitQuestionnaireUseCase,
  fetchExhibitorDept: FetchExhibitorDeptUseCase,
  fetchCompanyForm: FetchCompanyFormUseCase,
} as const;

/** The registration area: /infoWap's form, the business card, questionnaires, the exhibitor company. */
export const registrationArea = defineArea({
  name: 'registration',
  module: new ContainerModule(({ bind }) => {
    bind(REGISTRATION_TOKENS.Gateway).to(HttpRegistrationGateway).inSingletonScope();
  }),
  operations: REGISTRATION_OPERATIONS,
});
