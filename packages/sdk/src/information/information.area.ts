import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { FetchBuilderFilingUseCase } from './fetch-builder-filing.use-case';
import { FetchInfoPageUseCase } from './fetch-info-page.use-case';
import { FetchMaterialUseCase } from './fetch-material.use-case';
import { FetchNewsUseCase } from './fetch-news.use-case';
import { HttpInformationGateway } from './http-information.gateway';
import { INFORMATION_TOKENS } from './information.tokens';
import { ListEntrancesUseCase } from './list-entrances.use-case';
import { ListMaterialsUseCase } from './list-materials.use-case';
import { ListNewsUseCase } from './list-news.use-case';
import { ListPartnersUseCase } from './list-partners.use-case';
import { SendEnquiryUseCase } from './send-enquiry.use-case';
import { SubmitBuilderFilingUseCase } from './submit-builder-filing.use-case';
import { UploadBuilderDocumentUseCase } from './upload-builder-document.use-case';

/** The information area's operations, by the names callers use. */
export const INFORMATION_OPERATIONS = {
  fetchInfoPage: FetchInfoPageUseCase,
  listNews: ListNewsUseCase,
  fetchNews: FetchNewsUseCase,
  listPartners: ListPartnersUseCase,
  listMaterials: ListMaterialsUseCase,
  fetchMaterial: FetchMaterialUseCase,
  sendEnquiry: SendEnquiryUseCase,
  fetchBuilderFiling: FetchBuilderFilingUseCase,
  uploadBuilderDocument: UploadBuilderDocumentUseCase,
  submitBuilderFiling: SubmitBuilderFilingUseCase,
  listEntrances: ListEntrancesUseCase,
} as const;

/** The information area: the exhibition's pages, news, partners and materials, the enquiry, the builder filing and entry records. */
export const informationArea = defineArea({
  name: 'information',
  module: new ContainerModule(({ bind }) => {
    bind(INFORMATION_TOKENS.Gateway).to(HttpInformationGateway).inSingletonScope();
  }),
  operations: INFORMATION_OPERATIONS,
});
