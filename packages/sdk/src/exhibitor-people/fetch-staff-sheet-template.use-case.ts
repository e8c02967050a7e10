import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway } from '@fairpass/domain/exhibitor-people';
import type { SignedFile } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { blankType } from './people.input-guards';

/** What fetch staff sheet template can fail with. */
export const FETCH_STAFF_SHEET_TEMPLATE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * The staff sheet's bilingual CSV template for a pass type, at a signed address on the server's origin
 * (no token in it, valid minutes): to download, or inside WeChat to open, copy or mail.
 */
@injectable()
export class FetchStaffSheetTemplateUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_STAFF_SHEET_TEMPLATE_ERRORS}. */
  execute(input: { readonly credentialType: string }, options?: CallOptions): Promise<Result<SignedFile, ErrorOf<typeof FETCH_STAFF_SHEET_TEMPLATE_ERRORS>>> {
    return guarded(FETCH_STAFF_SHEET_TEMPLATE_ERRORS, blankType(input, 'credentialType'), () =>
      this.people.sheetTemplate({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim() }, options),
    );
  }
}
