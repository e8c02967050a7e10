import { ok, type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import { type InformationGateway, type Material } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf, pageWith } from '../operations/safe-address';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';
import { withSafeMaterialUrl } from './material-address';

/** What list materials can fail with. */
export const LIST_MATERIALS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/**
 * Lists the exhibition's downloadable materials a page at a time. Each `url` is signed and valid for 10
 * minutes; it is "" unless it leads to the API's origin or one on `allowedRedirectOrigins`. Needs no login.
 */
@injectable()
export class ListMaterialsUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_MATERIALS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<Material>, ErrorOf<typeof LIST_MATERIALS_ERRORS>>> {
    return guarded(LIST_MATERIALS_ERRORS, invalidPage(input), async () => {
      const page = await this.information.materials({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options);
      const origins = addressOriginsOf(this.settings);
      return page.ok ? ok(pageWith(page.value, (each) => withSafeMaterialUrl(each, origins))) : page;
    });
  }
}
