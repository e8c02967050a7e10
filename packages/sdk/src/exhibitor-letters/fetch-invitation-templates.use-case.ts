import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorLettersGateway, TemplateList } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';

/** What fetch invitation templates can fail with (a login that manages no company: the server's 400 with its message). */
export const FETCH_INVITATION_TEMPLATES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Whose templates: the organiser's (`organiser`) or the company's own (`mine`). */
export interface FetchInvitationTemplatesInput {
  readonly scope: 'organiser' | 'mine';
}

/**
 * The invitation templates of a scope, with the company's facts (names, hall, booths) to preview them
 * with: `fillSharePlaceholders(text, sharePlaceholderValues({ exhibitor: list.company }))`.
 */
@injectable()
export class FetchInvitationTemplatesUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the templates and the company, or an error whose `code` is one of {@link FETCH_INVITATION_TEMPLATES_ERRORS}. */
  execute(input: FetchInvitationTemplatesInput, options?: CallOptions): Promise<Result<TemplateList, ErrorOf<typeof FETCH_INVITATION_TEMPLATES_ERRORS>>> {
    return guarded(FETCH_INVITATION_TEMPLATES_ERRORS, outOfRange(input, 'scope', ['organiser', 'mine']), () =>
      this.letters.templates({ exhibitionId: exhibitionOf(this.session), scope: input.scope }, options),
    );
  }
}
