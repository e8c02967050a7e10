import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGuestsGateway, TemplateFunnel } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What fetch template funnel can fail with. */
export const FETCH_TEMPLATE_FUNNEL_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Per invitation template the company's buyers were invited with or came through: how many were invited,
 * registered, were approved and entered, most invited first; with the company's facts to fill the titles.
 */
@injectable()
export class FetchTemplateFunnelUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the templates' rows and the company's facts, or an error whose `code` is one of {@link FETCH_TEMPLATE_FUNNEL_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<TemplateFunnel, ErrorOf<typeof FETCH_TEMPLATE_FUNNEL_ERRORS>>> {
    return guarded(FETCH_TEMPLATE_FUNNEL_ERRORS, undefined, () => this.guests.templateFunnel({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
