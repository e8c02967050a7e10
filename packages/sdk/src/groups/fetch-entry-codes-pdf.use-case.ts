import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import type { EntryCodesPdf, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf, withSafeAddress } from '../operations/safe-address';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch entry codes PDF can fail with. */
export const FETCH_ENTRY_CODES_PDF_ERRORS = [...HTTP_FAILURES, ...GROUP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The entry codes to print as one PDF (issue 27: WeChat's browser cannot print): the cards of one team
 * (or of the whole group without `teamId`), six an A4 page, at a signed address valid a few minutes with
 * no token in it — to open in a browser, copy, or mail (files area). The address is "" unless it leads to
 * the API's origin or one on the client's `allowedRedirectOrigins`.
 */
@injectable()
export class FetchEntryCodesPdfUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the PDF's signed address and how many cards it holds, or an error whose `code` is one of {@link FETCH_ENTRY_CODES_PDF_ERRORS}. */
  execute(input: { teamId?: string } = {}, options?: CallOptions): Promise<Result<EntryCodesPdf, ErrorOf<typeof FETCH_ENTRY_CODES_PDF_ERRORS>>> {
    return guarded(FETCH_ENTRY_CODES_PDF_ERRORS, notLeader(this.session), async () => {
      const pdf = await this.groups.entryCodesPdf({ exhibitionId: exhibitionOf(this.session), teamId: optionalText(input.teamId) }, options);
      return pdf.ok ? ok(withSafeAddress(pdf.value, 'url', addressOriginsOf(this.settings), 'blank')) : pdf;
    });
  }
}
