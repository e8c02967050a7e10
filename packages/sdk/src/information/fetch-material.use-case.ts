import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type InformationGateway, type Material } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf } from '../operations/safe-address';
import { INFORMATION_TOKENS } from './information.tokens';
import { withSafeMaterialUrl } from './material-address';

/** What fetch material can fail with. */
export const FETCH_MATERIAL_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Fetches one material with a fresh signed `url` (valid 10 minutes: fetch it right before opening the
 * file). The address is "" unless it leads to the API's origin or one on `allowedRedirectOrigins`.
 */
@injectable()
export class FetchMaterialUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_MATERIAL_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<Material, ErrorOf<typeof FETCH_MATERIAL_ERRORS>>> {
    return guarded(FETCH_MATERIAL_ERRORS, missingText(input, ['id']), async () => {
      const material = await this.information.material(input.id, options);
      return material.ok ? ok(withSafeMaterialUrl(material.value, addressOriginsOf(this.settings))) : material;
    });
  }
}
