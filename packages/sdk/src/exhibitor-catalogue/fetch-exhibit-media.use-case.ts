import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitMedia, ExhibitorCatalogueGateway } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What fetch exhibit media can fail with: no exhibit named, a login without the exhibits module (spec §6). */
export const FETCH_EXHIBIT_MEDIA_ERRORS = [...HTTP_FAILURES, ...CATALOGUE_READ_REFUSALS, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** An exhibit's images (in order, with the maximum) and its optional video, each with its name and size. */
@injectable()
export class FetchExhibitMediaUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the exhibit's media, or an error whose `code` is one of {@link FETCH_EXHIBIT_MEDIA_ERRORS}. */
  execute(input: { readonly exhibitId: string }, options?: CallOptions): Promise<Result<ExhibitMedia, ErrorOf<typeof FETCH_EXHIBIT_MEDIA_ERRORS>>> {
    return guarded(FETCH_EXHIBIT_MEDIA_ERRORS, missingText(input, ['exhibitId']), () =>
      this.catalogue.exhibitMedia({ exhibitionId: exhibitionOf(this.session), exhibitId: input.exhibitId }, options),
    );
  }
}
