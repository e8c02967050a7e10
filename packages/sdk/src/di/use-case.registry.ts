import { AutoLoginByAccountUseCase } from '../use-cases/auto-login-by-account.use-case';
import { ChangeLanguageUseCase } from '../use-cases/change-language.use-case';
import { FetchArticleUseCase } from '../use-cases/fetch-article.use-case';
import { FetchDictionaryUseCase } from '../use-cases/fetch-dictionary.use-case';
import { FetchExhibitorDeptUseCase } from '../use-cases/fetch-exhibitor-dept.use-case';
import { FetchQuestionnaireUseCase } from '../use-cases/fetch-questionnaire.use-case';
import { FetchRegistrationFormUseCase } from '../use-cases/fetch-registration-form.use-case';
import { FetchShareLinkUseCase } from '../use-cases/fetch-share-link.use-case';
import { FetchUserUseCase } from '../use-cases/fetch-user.use-case';
import { LoadConfigUseCase } from '../use-cases/load-config.use-case';
import { LogBuryUseCase } from '../use-cases/log-bury.use-case';
import { LoginByEmailUseCase } from '../use-cases/login-by-email.use-case';
import { LoginByImasterUseCase } from '../use-cases/login-by-imaster.use-case';
import { LoginByOpenidUseCase } from '../use-cases/login-by-openid.use-case';
import { LoginByPasswordUseCase } from '../use-cases/login-by-password.use-case';
import { LoginBySmsUseCase } from '../use-cases/login-by-sms.use-case';
import { LogoutUseCase } from '../use-cases/logout.use-case';
import { NextStepUseCase } from '../use-cases/next-step.use-case';
import { RefreshTokenUseCase } from '../use-cases/refresh-token.use-case';
import { ResetPasswordUseCase } from '../use-cases/reset-password.use-case';
import { SendVerificationCodeUseCase } from '../use-cases/send-verification-code.use-case';
import { SetupShareUseCase } from '../use-cases/setup-share.use-case';
import { StartFromLinkUseCase } from '../use-cases/start-from-link.use-case';
import { SubmitPersonalInfoUseCase } from '../use-cases/submit-personal-info.use-case';
import { SubmitQuestionnaireUseCase } from '../use-cases/submit-questionnaire.use-case';
import { UpdatePasswordUseCase } from '../use-cases/update-password.use-case';
import { UploadBusinessCardUseCase } from '../use-cases/upload-business-card.use-case';

/** Every use case the client offers, under the name callers use (`client.loginBySms.execute(…)`). */
export const USE_CASES = {
  loadConfig: LoadConfigUseCase,
  startFromLink: StartFromLinkUseCase,
  loginBySms: LoginBySmsUseCase,
  loginByEmail: LoginByEmailUseCase,
  loginByPassword: LoginByPasswordUseCase,
  loginByOpenid: LoginByOpenidUseCase,
  loginByImaster: LoginByImasterUseCase,
  autoLoginByAccount: AutoLoginByAccountUseCase,
  refreshToken: RefreshTokenUseCase,
  logout: LogoutUseCase,
  sendVerificationCode: SendVerificationCodeUseCase,
  resetPassword: ResetPasswordUseCase,
  updatePassword: UpdatePasswordUseCase,
  fetchUser: FetchUserUseCase,
  nextStep: NextStepUseCase,
  submitPersonalInfo: SubmitPersonalInfoUseCase,
  uploadBusinessCard: UploadBusinessCardUseCase,
  fetchRegistrationForm: FetchRegistrationFormUseCase,
  fetchQuestionnaire: FetchQuestionnaireUseCase,
  submitQuestionnaire: SubmitQuestionnaireUseCase,
  fetchExhibitorDept: FetchExhibitorDeptUseCase,
  fetchShareLink: FetchShareLinkUseCase,
  setupShare: SetupShareUseCase,
  fetchDictionary: FetchDictionaryUseCase,
  fetchArticle: FetchArticleUseCase,
  logBury: LogBuryUseCase,
  changeLanguage: ChangeLanguageUseCase,
} as const;

export type UseCases = { readonly [K in keyof typeof USE_CASES]: InstanceType<(typeof USE_CASES)[K]> };
