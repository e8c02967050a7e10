import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import type { GroupsGateway, MemberQuery, MemberSheetFile } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf, withSafeAddress } from '../operations/safe-address';
import type { SessionStore } from '../session/session.store';
import { filterSent } from './filter-sent';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What export member sheet can fail with. */
export const EXPORT_MEMBER_SHEET_ERRORS = [...HTTP_FAILURES, ...GROUP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The members the filter lists as a CSV file (issue 29: UTF-8 with a byte order mark, so Excel and WPS
 * read the Chinese; a bilingual header), or with `template` the import template with one example row,
 * at a signed address valid a few minutes with no token in it — to download, open in a browser, copy
 * or mail (files area). The address is "" unless it leads to the API's origin or one on the client's
 * `allowedRedirectOrigins`.
 */
@injectable()
export class ExportMemberSheetUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the file's signed address and how many members it holds, or an error whose `code` is one of {@link EXPORT_MEMBER_SHEET_ERRORS}. */
  execute(input: { filter?: MemberQuery; template?: boolean } = {}, options?: CallOptions): Promise<Result<MemberSheetFile, ErrorOf<typeof EXPORT_MEMBER_SHEET_ERRORS>>> {
    return guarded(EXPORT_MEMBER_SHEET_ERRORS, notLeader(this.session), async () => {
      const request = { exhibitionId: exhibitionOf(this.session), ...(input.template ? { template: true } : filterSent(input.filter ?? {})) };
      const sheet = await this.groups.memberSheet(request, options);
      return sheet.ok ? ok(withSafeAddress(sheet.value, 'url', addressOriginsOf(this.settings), 'blank')) : sheet;
    });
  }
}
