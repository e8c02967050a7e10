/**
 * @module @fairpass/domain/information
 */
// The public surface of @fairpass/domain/information: the names other packages use, nothing else.
export type { InformationGateway, SpecialEnquiryRequest, SubmitBuilderFilingRequest, BuilderDocumentUpload } from './information.gateway';
export type {
  InfoPageKind,
  InfoPage,
  NewsItem,
  Partner,
  Material,
  SpecialEnquiry,
  BuilderDocument,
  BuilderFiling,
  BuilderFilingRequest,
  EntranceRecord,
} from './information.types';
export { builderFilingErrors, builderDocumentProblem } from './builder-filing-rules';
export { specialEnquiryErrors } from './special-enquiry-rules';
