/**
 * @module @fairpass/domain/exhibitor
 */
// The public surface of @fairpass/domain/exhibitor: the names other packages use, nothing else.
export type {
  ExhibitorModule,
  ApplicationState,
  CertificationCode,
  ExhibitorBooth,
  ExhibitorCompany,
  ExhibitorProfile,
  ExhibitorApplication,
  ExhibitorMaterial,
  ExhibitorMaterials,
  ExhibitorDocument,
  ExhibitorDocumentKind,
  MaterialState,
  PublicBoothCard,
  PublicProduct,
} from './exhibitor.types';
export { boothCardLinkQuery, boothCardPath } from './booth-card-link';
export type { BoothCardLinkBase } from './booth-card-link';
export { exhibitorStepOf } from './onboarding-step';
export type { ExhibitorStep } from './onboarding-step';
export { materialTaskState, daysLeft, byUrgency, DUE_SOON_DAYS } from './material-task';
export { deadlineCalendarEvents, openDeadlines, DEADLINE_REMINDER_DAYS } from './deadline-calendar';
export type { CompanyDeadline, CompanyDeadlines, DeadlineCalendarEvent, DeadlineKind } from './deadline-calendar';
export type { MaterialTaskState } from './material-task';
export { EXHIBITOR_MODULES, defaultModulesOf, moduleAllowed, modulesOf, PERMISSION_REFUSAL } from './permission-gate';
export { normaliseCertificationCode, isCertificationCode, CERTIFICATION_CODE_PATTERN } from './certification-code';
export { canAdd, catalogueRefusalOf } from './catalogue-limits';
export type { CatalogueKind, CatalogueRefusal } from './catalogue-limits';
export type { ExhibitorGateway, ExhibitorApplyRequest, CertifyRequest, BoothCardRequest, DocumentsRequest } from './exhibitor.gateway';
export { applicationErrors, applicationFormFrom, applicationRequestOf, certificationCodeErrors, emptyApplicationForm } from './application-form';
export type { ApplicationForm, ApplicationField } from './application-form';
export { emptyExhibitForm, exhibitErrors, exhibitFormOf, exhibitRequestOf, EXHIBIT_CATEGORY_DICTIONARY, EXHIBIT_DESCRIPTION_MAX } from './exhibit-form';
export type { Exhibit, ExhibitField, ExhibitForm, ExhibitList, ExhibitState, RemoveExhibitRequest, SaveExhibitRequest } from './exhibit-form';
