/**
 * @module @fairpass/domain/exhibitor-letters
 */
// The public surface of @fairpass/domain/exhibitor-letters: the names other packages use, nothing else.
export { VISA_STATES } from './exhibitor-letters.types';
export type { InvitationTemplate, TemplateCompany, TemplateList, TemplateText, VisaState, VisaRequestFields, VisaLetter, VisaLetters, CheckinNotice } from './exhibitor-letters.types';
export { TEMPLATE_LIMITS, TEMPLATE_PLACEHOLDERS, emptyTemplateText, placeholdersOf, templateProblems, unknownPlaceholder } from './template-text';
export type { TemplateField, TemplateProblem } from './template-text';
export { emptyVisaForm, isPassportName, isPassportNo, minPassportExpiry, passportNameOf, shiftDate, visaProblems, visaRequestOf, VISA_MARGIN_DAYS } from './visa-request';
export type { VisaField, VisaForm, VisaProblem } from './visa-request';
export { visaTimeline } from './visa-timeline';
export type { VisaStep, VisaStepStatus, VisaTimelineStep } from './visa-timeline';
export { checkinPhase, passesToCollectCount } from './checkin-window';
export type { CheckinPhase } from './checkin-window';
export type { ExhibitorLettersGateway, InExhibition, SaveTemplateRequest, TemplatePictureRequest } from './exhibitor-letters.gateway';
