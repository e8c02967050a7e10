import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BuilderFiling, BuilderFilingRequest, InformationGateway } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidFiling } from './information.input-guards';
import { INFORMATION_TOKENS } from './information.tokens';

/** What submit builder filing can fail with. */
export const SUBMIT_BUILDER_FILING_ERRORS = [
  ...WRITE_FAILURES,
  'BUILDER.BOOTH_UNKNOWN',
  'VALIDATION.REQUIRED',
  'VALIDATION.PHONE_INVALID',
] as const satisfies readonly ErrorCode[];

/**
 * Submits the booth builder's filing: the company, on-site contacts, booth numbers and the uploaded
 * documents' ids (from `uploadBuilderDocument`). The value is the filing, `submitted` for review. A booth
 * number the exhibition does not have is `BUILDER.BOOTH_UNKNOWN` with `params.boothNo`. Carries an
 * Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class SubmitBuilderFilingUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SUBMIT_BUILDER_FILING_ERRORS}. */
  execute(input: BuilderFilingRequest, options?: CallOptions): Promise<Result<BuilderFiling, ErrorOf<typeof SUBMIT_BUILDER_FILING_ERRORS>>> {
    return guarded(SUBMIT_BUILDER_FILING_ERRORS, invalidFiling(input), () =>
      this.information.submitBuilderFiling(
        {
          exhibitionId: exhibitionOf(this.session),
          company: input.company.trim(),
          contacts: input.contacts.map((contact) => ({ name: contact.name.trim(), phone: contact.phone.trim() })),
          boothNos: input.boothNos.map((boothNo) => boothNo.trim()),
          documentIds: input.documentIds.map((id) => id.trim()),
        },
        options,
      ),
    );
  }
}
