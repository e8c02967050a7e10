import { localizedField, ok, resolveTheme, type ConfigGateway, type DomainError, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionConfig } from '../session/session-snapshot';
import type { SessionStore } from '../session/session.store';

/** What load config can fail with. */
export const LOAD_CONFIG_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Loads the exhibition's function config and page config, resolves the theme (defaults for empty
 * colours) and the page title in the session language, and stores the result in the session.
 */
export class LoadConfigUseCase {
  constructor(
    private readonly config: ConfigGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOAD_CONFIG_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<SessionConfig, ErrorOf<typeof LOAD_CONFIG_ERRORS>>> {
    return withinCodes(await this.run(options), LOAD_CONFIG_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<SessionConfig, DomainError>> {
    const { entry, language } = this.session.getSnapshot();
    const scope = { exhibitionId: entry.exhibitionId ?? '', registerType: entry.registerType ?? '' };
    const [functionConfig, pageConfig] = await Promise.all([
      this.config.functionConfig(scope, options),
      this.config.pageConfig(scope, options),
    ]);
    if (!functionConfig.ok) return functionConfig;
    if (!pageConfig.ok) return pageConfig;
    const page = pageConfig.value;
    const theme = resolveTheme(page);
    const loaded: SessionConfig = {
      functionConfig: functionConfig.value,
      theme,
      sysConfig: { ...theme, pcIztUrl: page.pcIztUrl ?? '' },
      title: localizedField(functionConfig.value, 'pageTitle', language),
      pcHomeUrl: page.pcHomeUrl ?? '',
    };
    this.session.setConfig(loaded);
    return ok(loaded);
  }
}
