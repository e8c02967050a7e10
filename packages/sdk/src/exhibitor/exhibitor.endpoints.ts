// The exhibitor area's backend endpoints (design exhibitor.md §5.1, "ours"; docs/endpoints.md
// "Exhibitor self-service"): the profile, the application to exhibit and the certification code (bound,
// and for the company's admin shown and renewed). Every
// write carries an Idempotency-Key.
import type {
  Exhibit,
  ExhibitList,
  RemoveExhibitRequest,
  SaveExhibitRequest,
  BoothCardRequest,
  CertificationCode,
  CertifyRequest,
  DocumentsRequest,
  ExhibitorApplyRequest,
  ExhibitorCompany,
  ExhibitorDocument,
  ExhibitorMaterials,
  ExhibitorProfile,
  PublicBoothCard,
  CompanyDeadlines,
} from '@fairpass/domain/exhibitor';
import type { SignedFile } from '@fairpass/domain/files';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseBoothCard, normaliseCertificationCode, normaliseCompany, normaliseDocuments, normaliseExhibit, normaliseExhibitList, normaliseMaterials, normaliseProfile, normaliseDeadlines, normaliseSignedFile } from './exhibitor.normalisers';

type ExhibitionQuery = { exhibitionId: string };

/** The exhibitor area's endpoint catalogue, for `client.api.call(EXHIBITOR_ENDPOINTS.x, input)`. */
export const EXHIBITOR_ENDPOINTS = {
  profile: endpoint<ExhibitionQuery, ExhibitorProfile>()({ method: 'GET', path: `${RC}exhibitor/profile` }, normaliseProfile),
  apply: endpoint<ExhibitorApplyRequest, ExhibitorProfile>()({ method: 'POST', path: `${RC}exhibitor/apply`, idempotent: true }, normaliseProfile),
  certify: endpoint<CertifyRequest, ExhibitorCompany>()({ method: 'POST', path: `${RC}exhibitor/certify`, idempotent: true }, normaliseCompany),
  certificationCode: endpoint<ExhibitionQuery, CertificationCode>()({ method: 'GET', path: `${RC}exhibitor/certificationCode` }, normaliseCertificationCode),
  renewCertificationCode: endpoint<ExhibitionQuery, CertificationCode>()({ method: 'POST', path: `${RC}exhibitor/certificationCode/renew`, idempotent: true }, normaliseCertificationCode),
  materials: endpoint<ExhibitionQuery, ExhibitorMaterials>()({ method: 'GET', path: `${RC}exhibitor/materials` }, normaliseMaterials),
  documents: endpoint<DocumentsRequest, readonly ExhibitorDocument[]>()({ method: 'GET', path: `${RC}exhibitor/documents` }, normaliseDocuments),
  exhibits: endpoint<ExhibitionQuery, ExhibitList>()({ method: 'GET', path: `${RC}exhibit/list` }, normaliseExhibitList),
  saveExhibit: endpoint<SaveExhibitRequest & ExhibitionQuery, Exhibit>()({ method: 'POST', path: `${RC}exhibit/save`, idempotent: true }, normaliseExhibit),
  removeExhibit: endpoint<RemoveExhibitRequest & ExhibitionQuery, ExhibitList>()({ method: 'POST', path: `${RC}exhibit/remove`, idempotent: true }, normaliseExhibitList),
  deadlines: endpoint<ExhibitionQuery, CompanyDeadlines>()({ method: 'GET', path: `${RC}exhibitor/deadlines` }, normaliseDeadlines),
  deadlineCalendarFile: endpoint<ExhibitionQuery, SignedFile>()({ method: 'GET', path: `${RC}exhibitor/deadlines/calendar` }, normaliseSignedFile),
  boothCard: endpoint<BoothCardRequest, PublicBoothCard>()({ method: 'GET', path: `${RC}booth/public` }, normaliseBoothCard),
} as const;
