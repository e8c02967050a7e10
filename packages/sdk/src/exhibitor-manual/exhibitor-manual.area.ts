import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { EXHIBITOR_MANUAL_TOKENS } from './exhibitor-manual.tokens';
import { FetchManualUseCase } from './fetch-manual.use-case';
import { HttpExhibitorManualGateway } from './http-exhibitor-manual.gateway';
import { SaveManualUseCase } from './save-manual.use-case';
import { SubmitCompanyFormUseCase } from './submit-company-form.use-case';

/** The exhibitor manual operations, by the names callers use. */
export const EXHIBITOR_MANUAL_OPERATIONS = {
  fetchManual: FetchManualUseCase,
  saveManual: SaveManualUseCase,
  submitCompanyForm: SubmitCompanyFormUseCase,
} as const;

/** The exhibitor manual area: the manual's sections, the fascia per booth and the company form. */
export const exhibitorManualArea = defineArea({
  name: 'exhibitor-manual',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_MANUAL_TOKENS.Gateway).to(HttpExhibitorManualGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_MANUAL_OPERATIONS,
});
