import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { ApplyUseCase } from './apply.use-case';
import { CertifyUseCase } from './certify.use-case';
import { FetchCertificationCodeUseCase } from './fetch-certification-code.use-case';
import { RenewCertificationCodeUseCase } from './renew-certification-code.use-case';
import { FetchBoothCardUseCase } from './fetch-booth-card.use-case';
import { FetchDocumentsUseCase } from './fetch-documents.use-case';
import { FetchExhibitsUseCase } from './fetch-exhibits.use-case';
import { SaveExhibitUseCase } from './save-exhibit.use-case';
import { RemoveExhibitUseCase } from './remove-exhibit.use-case';
import { FetchMaterialsUseCase } from './fetch-materials.use-case';
import { FetchDeadlinesUseCase } from './fetch-deadlines.use-case';
import { FetchDeadlineCalendarFileUseCase } from './fetch-deadline-calendar-file.use-case';
import { FetchProfileUseCase } from './fetch-profile.use-case';
import { HttpExhibitorGateway } from './http-exhibitor.gateway';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** The exhibitor area's operations, by the names callers use. */
export const EXHIBITOR_OPERATIONS = {
  fetchProfile: FetchProfileUseCase,
  apply: ApplyUseCase,
  certify: CertifyUseCase,
  fetchCertificationCode: FetchCertificationCodeUseCase,
  renewCertificationCode: RenewCertificationCodeUseCase,
  fetchBoothCard: FetchBoothCardUseCase,
  fetchMaterials: FetchMaterialsUseCase,
  fetchDeadlines: FetchDeadlinesUseCase,
  fetchDeadlineCalendarFile: FetchDeadlineCalendarFileUseCase,
  fetchDocuments: FetchDocumentsUseCase,
  fetchExhibits: FetchExhibitsUseCase,
  saveExhibit: SaveExhibitUseCase,
  removeExhibit: RemoveExhibitUseCase,
} as const;

/** The exhibitor area: the exhibitor's company — its application, certification and profile. */
export const exhibitorArea = defineArea({
  name: 'exhibitor',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_TOKENS.Gateway).to(HttpExhibitorGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_OPERATIONS,
});
