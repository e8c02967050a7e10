// The exhibitor reads over the SDK's exhibitor area, with their keys. The profile is the one read every
// exhibitor screen starts from: where the login stands (exhibitorStepOf), the company, its booths and the
// modules opened for it (moduleAllowed). A write invalidates EXHIBITOR_KEYS.all.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { ExhibitorDocumentKind } from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { fromResult } from '../../ui/server-state/result-query';

export const EXHIBITOR_KEYS = {
  all: ['exhibitor'] as const,
  profile: ['exhibitor', 'profile'] as const,
  certificationCode: ['exhibitor', 'certificationCode'] as const,
  boothCard: (deptId: string) => ['exhibitor', 'boothCard', deptId] as const,
  materials: ['exhibitor', 'materials'] as const,
  deadlines: ['exhibitor', 'deadlines'] as const,
  documents: (kind: ExhibitorDocumentKind) => ['exhibitor', 'documents', kind] as const,
  exhibits: ['exhibitor', 'exhibits'] as const,
};

export const profileQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.profile, queryFn: fromResult((options) => getExhibitor(client).fetchProfile.execute({}, options)) });

/** The company's certification code, which only its admin reads (profile.admin). */
export const certificationCodeQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.certificationCode, queryFn: fromResult((options) => getExhibitor(client).fetchCertificationCode.execute({}, options)) });

export const boothCardQuery = (client: FairpassClient, deptId: string) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.boothCard(deptId), queryFn: fromResult((options) => getExhibitor(client).fetchBoothCard.execute({ deptId }, options)) });

/** The company's materials this login may hand in, with the server clock their deadlines are judged on. */
export const materialsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.materials, queryFn: fromResult((options) => getExhibitor(client).fetchMaterials.execute({}, options)) });

/** Every deadline of the company (materials, manual forms, bookings), with the server clock. */
export const deadlinesQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.deadlines, queryFn: fromResult((options) => getExhibitor(client).fetchDeadlines.execute({}, options)) });

/** The company's invoices or contracts, each PDF at a signed address. */
export const documentsQuery = (client: FairpassClient, kind: ExhibitorDocumentKind) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.documents(kind), queryFn: fromResult((options) => getExhibitor(client).fetchDocuments.execute({ kind }, options)) });

/** The company's exhibits and its maximum. */
export const exhibitsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: EXHIBITOR_KEYS.exhibits, queryFn: fromResult((options) => getExhibitor(client).fetchExhibits.execute({}, options)) });
