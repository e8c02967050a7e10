import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorLettersGateway, InvitationTemplate } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';

/** What fetch invitation template can fail with: no id, or the server's 400 for a template that is not the company's. */
export const FETCH_INVITATION_TEMPLATE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** One template, the organiser's or the company's own, to edit or start from. */
@injectable()
export class FetchInvitationTemplateUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the template, or an error whose `code` is one of {@link FETCH_INVITATION_TEMPLATE_ERRORS}. */
  execute(input: { readonly id: string }, options?: CallOptions): Promise<Result<InvitationTemplate, ErrorOf<typeof FETCH_INVITATION_TEMPLATE_ERRORS>>> {
    return guarded(FETCH_INVITATION_TEMPLATE_ERRORS, missingText(input, ['id']), () => this.letters.template({ exhibitionId: exhibitionOf(this.session), id: input.id.trim() }, options));
  }
}
