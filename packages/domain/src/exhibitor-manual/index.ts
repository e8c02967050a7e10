/**
 * @module @fairpass/domain/exhibitor-manual
 */
// The public surface of @fairpass/domain/exhibitor-manual: the names other packages use, nothing else.
export type { ManualSection, ManualForm, ManualValues, BoothFascia, FasciaValues } from './exhibitor-manual.types';
export { emptyFasciaForm, fasciaErrors, fasciaFormOf, fasciaValuesOf, freeFasciaItemLimit } from './fascia-form';
export type { FasciaField, FasciaForm } from './fascia-form';
export { FLOW_TABLE_SETS } from '../config/limits.constants';
export { fasciaFit, fasciaBoardMm, printWidthMm, BOOTH_DEPTH_M, FASCIA_MARGIN_MM, WIDE_CHAR_MM, NARROW_CHAR_MM } from './fascia-fit';
export type { FasciaFit } from './fascia-fit';
export type { ExhibitorManualGateway, ManualRequest, SaveManualRequest, CompanyFormRequest, CompanyFormSubmitted } from './exhibitor-manual.gateway';
