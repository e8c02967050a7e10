/**
 * The information area: the exhibition's information pages (hotels, traffic, special equipment), news,
 * partners and downloadable materials, the special-equipment enquiry, the booth builder's filing with
 * its documents, and the user's entry records.
 * @module @fairpass/sdk/information
 */
// @fairpass/sdk/information — the information area (issue 15). Loaded into a client on first use:
//
//   import { getInformation } from '@fairpass/sdk/information';
//   const information = getInformation(client);
//   const page = await information.fetchInfoPage.execute({ kind: 'hotel' });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { INFORMATION_OPERATIONS } from './information.area';

export type { INFORMATION_OPERATIONS } from './information.area';

/** The information area's operations; each `execute()` resolves to a `Result`. */
export type InformationApi = AreaOperations<typeof INFORMATION_OPERATIONS>;

const NAMES = {
  fetchInfoPage: true,
  listNews: true,
  fetchNews: true,
  listPartners: true,
  listMaterials: true,
  fetchMaterial: true,
  sendEnquiry: true,
  fetchBuilderFiling: true,
  uploadBuilderDocument: true,
  submitBuilderFiling: true,
  listEntrances: true,
} as const satisfies OperationNames<typeof INFORMATION_OPERATIONS>;

/** The information area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getInformation(client: FairpassClient): InformationApi {
  return lazyArea(client, { name: 'information', operations: NAMES, load: async () => (await import('./information.area')).informationArea });
}

export { INFORMATION_ENDPOINTS } from './information.endpoints';
export { FetchInfoPageUseCase, INFO_PAGE_KINDS } from './fetch-info-page.use-case';
export { ListNewsUseCase } from './list-news.use-case';
export { FetchNewsUseCase } from './fetch-news.use-case';
export { ListPartnersUseCase } from './list-partners.use-case';
export { ListMaterialsUseCase } from './list-materials.use-case';
export { FetchMaterialUseCase } from './fetch-material.use-case';
export { SendEnquiryUseCase } from './send-enquiry.use-case';
export { FetchBuilderFilingUseCase } from './fetch-builder-filing.use-case';
export { UploadBuilderDocumentUseCase, type UploadBuilderDocumentInput } from './upload-builder-document.use-case';
export { SubmitBuilderFilingUseCase } from './submit-builder-filing.use-case';
export { ListEntrancesUseCase } from './list-entrances.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_BUILDER_FILING_ERRORS } from './fetch-builder-filing.use-case';
export { FETCH_INFO_PAGE_ERRORS } from './fetch-info-page.use-case';
export { FETCH_MATERIAL_ERRORS } from './fetch-material.use-case';
export { FETCH_NEWS_ERRORS } from './fetch-news.use-case';
export { LIST_ENTRANCES_ERRORS } from './list-entrances.use-case';
export { LIST_MATERIALS_ERRORS } from './list-materials.use-case';
export { LIST_NEWS_ERRORS } from './list-news.use-case';
export { LIST_PARTNERS_ERRORS } from './list-partners.use-case';
export { SEND_ENQUIRY_ERRORS } from './send-enquiry.use-case';
export { SUBMIT_BUILDER_FILING_ERRORS } from './submit-builder-filing.use-case';
export { UPLOAD_BUILDER_DOCUMENT_ERRORS } from './upload-builder-document.use-case';
