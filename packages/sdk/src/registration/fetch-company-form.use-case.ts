import type { CallOptions, ErrorCode, FormField, RegistrationGateway, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What fetch company form can fail with. */
export const FETCH_COMPANY_FORM_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The exhibitor's company form (`formConfigForExhibitorSelf`, /exhibitorSelfService/formInfoWap): the
 * server-built form this exhibition asks of an exhibitor's company (labels in both languages). It is
 * handed in by `@fairpass/sdk/exhibitor-manual`'s submitCompanyForm.
 */
@injectable()
export class FetchCompanyFormUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the form's fields, or an error whose `code` is one of {@link FETCH_COMPANY_FORM_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<readonly FormField[], ErrorOf<typeof FETCH_COMPANY_FORM_ERRORS>>> {
    const { entry } = this.session.getSnapshot();
    const fields = await this.registration.exhibitorSelfFormConfig({ exhibitionId: entry.exhibitionId ?? '', registerType: entry.registerType ?? '' }, options);
    return withinCodes(fields, FETCH_COMPANY_FORM_ERRORS);
  }
}
