import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CompanyLogo, ExhibitorCatalogueGateway } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What set company logo can fail with: no file, a file that is not an uploaded logo (4521), the deadline, the permission. */
export const SET_COMPANY_LOGO_ERRORS = [...WRITE_FAILURES, ...CATALOGUE_WRITE_REFUSALS, 'FILE.REFUSED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Makes an uploaded logo (`uploadFile` with purpose `logo`) the company's: spec §3 `journalLogo`, on the
 * catalogue entry and the booth card. Carries an Idempotency-Key.
 */
@injectable()
export class SetCompanyLogoUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the logo's address, or an error whose `code` is one of {@link SET_COMPANY_LOGO_ERRORS}. */
  execute(input: { readonly fileId: string }, options?: CallOptions): Promise<Result<CompanyLogo, ErrorOf<typeof SET_COMPANY_LOGO_ERRORS>>> {
    return guarded(SET_COMPANY_LOGO_ERRORS, missingText(input, ['fileId']), () => this.catalogue.setLogo({ exhibitionId: exhibitionOf(this.session), fileId: input.fileId.trim() }, options));
  }
}
