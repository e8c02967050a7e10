import type { ClockPort, StoragePort } from '@fairpass/domain';
import type { LeadsGateway, LeadStorePort } from '@fairpass/domain/leads';
import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { TOKENS } from '../di/tokens';
import type { AccountData } from '../session/account-data';
import type { SessionStore } from '../session/session.store';
import { FetchUserUseCase } from '../use-cases/fetch-user.use-case';
import { AddStaffUseCase } from './add-staff.use-case';
import { CaptureLeadUseCase } from './capture-lead.use-case';
import { CountLeadsUseCase } from './count-leads.use-case';
import { CountWaitingLeadsUseCase } from './count-waiting-leads.use-case';
import { EditLeadUseCase } from './edit-lead.use-case';
import { ExportLeadsUseCase } from './export-leads.use-case';
import { FetchBankInfoUseCase } from './fetch-bank-info.use-case';
import { FetchLeadAccountUseCase } from './fetch-lead-account.use-case';
import { FetchSurveyUseCase } from './fetch-survey.use-case';
import { FindLeadsUseCase } from './find-leads.use-case';
import { forgetLeadsOf } from './forget-synced-leads';
import { HttpLeadsGateway } from './http-leads.gateway';
import { LeadBook } from './lead-book';
import { LeadSync, syncTabOf } from './lead-sync';
import { LEADS_TOKENS } from './leads.tokens';
import { ListPackagesUseCase } from './list-packages.use-case';
import { ListServerLeadsUseCase } from './list-server-leads.use-case';
import { ListStaffUseCase } from './list-staff.use-case';
import { LookupVisitorUseCase } from './lookup-visitor.use-case';
import { OrderPackageUseCase } from './order-package.use-case';
import { PullLeadsUseCase } from './pull-leads.use-case';
import { RemoveStaffUseCase } from './remove-staff.use-case';
import { RetryLeadsUseCase } from './retry-leads.use-case';
import { ScanBadgeUseCase } from './scan-badge.use-case';
import { defaultLeadStore } from './store/default-lead-store';
import { SubmitTransferUseCase } from './submit-transfer.use-case';
import { SyncLeadsUseCase } from './sync-leads.use-case';
import { UploadReceiptUseCase } from './upload-receipt.use-case';

/** The lead tool's operations, by the names callers use. */
export const LEADS_OPERATIONS = {
  captureLead: CaptureLeadUseCase,
  editLead: EditLeadUseCase,
  findLeads: FindLeadsUseCase,
  syncLeads: SyncLeadsUseCase,
  retryLeads: RetryLeadsUseCase,
  pullLeads: PullLeadsUseCase,
  lookupVisitor: LookupVisitorUseCase,
  scanBadge: ScanBadgeUseCase,
  listServerLeads: ListServerLeadsUseCase,
  countLeads: CountLeadsUseCase,
  countWaitingLeads: CountWaitingLeadsUseCase,
  fetchSurvey: FetchSurveyUseCase,
  exportLeads: ExportLeadsUseCase,
  fetchLeadAccount: FetchLeadAccountUseCase,
  listPackages: ListPackagesUseCase,
  orderPackage: OrderPackageUseCase,
  fetchBankInfo: FetchBankInfoUseCase,
  uploadReceipt: UploadReceiptUseCase,
  submitTransfer: SubmitTransferUseCase,
  listStaff: ListStaffUseCase,
  addStaff: AddStaffUseCase,
  removeStaff: RemoveStaffUseCase,
} as const;

/** The lead tool: leads kept on the phone first and synced by an outbox; lookups, packages, staff, export. */
export const leadsArea = defineArea({
  name: 'leads',
  module: new ContainerModule(({ bind }) => {
    bind(LEADS_TOKENS.Gateway).to(HttpLeadsGateway).inSingletonScope();
    bind(LEADS_TOKENS.Store).toDynamicValue(defaultLeadStore).inSingletonScope();
    bind(LEADS_TOKENS.Book)
      .toDynamicValue((context) => {
        const store = context.get<LeadStorePort>(LEADS_TOKENS.Store);
        // Forgetting an account (logout, 401, another login) keeps only its unsynced leads and their outbox.
        context.get<AccountData>(TOKENS.AccountData).onForget(forgetLeadsOf(store));
        const fetchUser = () => context.get(FetchUserUseCase).execute();
        return new LeadBook(store, context.get<SessionStore>(TOKENS.Session), context.get<ClockPort>(TOKENS.Clock), fetchUser);
      })
      .inSingletonScope();
    bind(LEADS_TOKENS.Sync)
      .toDynamicValue(
        (context) =>
          new LeadSync(
            syncTabOf(context.get<StoragePort>(TOKENS.Storage)),
            context.get<LeadBook>(LEADS_TOKENS.Book),
            context.get<LeadsGateway>(LEADS_TOKENS.Gateway),
            context.get<SessionStore>(TOKENS.Session),
          ),
      )
      .inSingletonScope();
  }),
  operations: LEADS_OPERATIONS,
});
