import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { BuyExtraPassesUseCase } from './buy-extra-passes.use-case';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { FetchPassTypesUseCase } from './fetch-pass-types.use-case';
import { FetchPreviousHoldersUseCase } from './fetch-previous-holders.use-case';
import { FetchStaffInviteCodeUseCase } from './fetch-staff-invite-code.use-case';
import { FetchStaffLandingUseCase } from './fetch-staff-landing.use-case';
import { FetchStaffSheetTemplateUseCase } from './fetch-staff-sheet-template.use-case';
import { HttpExhibitorPeopleGateway } from './http-exhibitor-people.gateway';
import { InviteVisitorUseCase } from './invite-visitor.use-case';
import { ListHoldersUseCase } from './list-holders.use-case';
import { RecordStaffApplicationUseCase } from './record-staff-application.use-case';
import { RemoveHolderUseCase } from './remove-holder.use-case';
import { RenewStaffInviteCodeUseCase } from './renew-staff-invite-code.use-case';
import { ReportLossUseCase } from './report-loss.use-case';
import { ReuseHoldersUseCase } from './reuse-holders.use-case';
import { SubmitHoldersUseCase } from './submit-holders.use-case';
import { UploadHolderPhotoUseCase } from './upload-holder-photo.use-case';

/** The exhibitor's people operations, by the names callers use. */
export const EXHIBITOR_PEOPLE_OPERATIONS = {
  fetchPassTypes: FetchPassTypesUseCase,
  listHolders: ListHoldersUseCase,
  submitHolders: SubmitHoldersUseCase,
  removeHolder: RemoveHolderUseCase,
  reportLoss: ReportLossUseCase,
  inviteVisitor: InviteVisitorUseCase,
  buyExtraPasses: BuyExtraPassesUseCase,
  uploadHolderPhoto: UploadHolderPhotoUseCase,
  fetchPreviousHolders: FetchPreviousHoldersUseCase,
  reuseHolders: ReuseHoldersUseCase,
  fetchStaffInviteCode: FetchStaffInviteCodeUseCase,
  renewStaffInviteCode: RenewStaffInviteCodeUseCase,
  fetchStaffLanding: FetchStaffLandingUseCase,
  recordStaffApplication: RecordStaffApplicationUseCase,
  fetchStaffSheetTemplate: FetchStaffSheetTemplateUseCase,
} as const;

/** The exhibitor's people area: the company's passes, their holders, last edition's and the staff link. */
export const exhibitorPeopleArea = defineArea({
  name: 'exhibitor-people',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_PEOPLE_TOKENS.Gateway).to(HttpExhibitorPeopleGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_PEOPLE_OPERATIONS,
});
