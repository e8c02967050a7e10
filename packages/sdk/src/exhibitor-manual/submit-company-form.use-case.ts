import { validateFormValues, type CallOptions, type ErrorCode, type FormField, type FormValues, type Result } from '@fairpass/domain';
import type { CompanyFormSubmitted, ExhibitorManualGateway } from '@fairpass/domain/exhibitor-manual';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, missingObject } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_MANUAL_TOKENS } from './exhibitor-manual.tokens';

/** What submit company form can fail with: a field before sending (`field` names it), the organiser's deadline, and the refusals. */
export const SUBMIT_COMPANY_FORM_ERRORS = [
  ...WRITE_FAILURES,
  'REGISTRATION.SUBMISSION_CLOSED',
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.ID_NUMBER_INVALID',
  'VALIDATION.CREDIT_CODE_INVALID',
] as const satisfies readonly ErrorCode[];

/** The company form's values, and the form config they answer (`formConfigForExhibitorSelf`) to judge them by first. */
export interface SubmitCompanyFormInput {
  readonly fields: readonly FormField[];
  readonly values: FormValues;
}

/**
 * Hands in the exhibitor's company form (the server-built form of `formConfigForExhibitorSelf`): judged
 * by the form's rules first, then the server's; once accepted the company's profile counts the form
 * complete and the onboarding moves on (`exhibitorStepOf`). Carries an Idempotency-Key: a double tap
 * sends once.
 */
@injectable()
export class SubmitCompanyFormUseCase {
  constructor(
    @inject(EXHIBITOR_MANUAL_TOKENS.Gateway) private readonly manual: ExhibitorManualGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: whether the form is now complete, or an error whose `code` is one of {@link SUBMIT_COMPANY_FORM_ERRORS}. */
  execute(input: SubmitCompanyFormInput, options?: CallOptions): Promise<Result<CompanyFormSubmitted, ErrorOf<typeof SUBMIT_COMPANY_FORM_ERRORS>>> {
    const missing = missingObject(input, 'values');
    const errors = missing ? {} : validateFormValues(input.fields ?? [], input.values);
    const [field, codes] = Object.entries(errors)[0] ?? [];
    const invalid = missing ?? (field && codes?.[0] ? fieldError(codes[0], field) : undefined);
    return guarded(SUBMIT_COMPANY_FORM_ERRORS, invalid, () => this.manual.submitCompanyForm({ exhibitionId: exhibitionOf(this.session), values: input.values }, options));
  }
}
