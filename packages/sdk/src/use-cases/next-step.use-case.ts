import { ok, type DomainError, type NextStep, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { codeOnDemand } from '../operations/code-on-demand';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { ClientSettings } from '../client-settings';
import type { SessionStore } from '../session/session.store';
import { type FetchUserUseCase } from './fetch-user.use-case';
import { type LoadConfigUseCase } from './load-config.use-case';

/** What next step can fail with. */
export const NEXT_STEP_ERRORS = [...WRITE_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Where the user goes after login: fetches the user record (and the config when not loaded yet) and
 * asks the domain's `decideNextStep`. Jump addresses are allowed only to the configured origins.
 * The decision is returned, not followed: the caller routes (or uses the navigation port). The rules come
 * on the first call (next-step-decision.on-demand.ts); should they not arrive, the step fails as offline.
 */
export class NextStepUseCase {
  constructor(
    private readonly fetchUser: FetchUserUseCase,
    private readonly loadConfig: LoadConfigUseCase,
    private readonly session: SessionStore,
    private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link NEXT_STEP_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<NextStep, ErrorOf<typeof NEXT_STEP_ERRORS>>> {
    return withinCodes(await this.run(options), NEXT_STEP_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<NextStep, DomainError>> {
    // Fetched while the user record is read, so the first step waits for no extra round trip.
    const rules = codeOnDemand(() => import('./next-step-decision.on-demand'), "the next step's rules");
    const user = await this.fetchUser.execute(options);
    if (!user.ok) return user;
    let config = this.session.getSnapshot().config;
    if (config === null) {
      const loaded = await this.loadConfig.execute(options);
      if (!loaded.ok) return loaded;
      config = loaded.value;
    }
    const decision = await rules;
    if (!decision.ok) return decision;
    const { entry, language } = this.session.getSnapshot();
    return ok(
      decision.value.decideNextStep({
        user: user.value,
        config: config.functionConfig,
        languageType: language,
        registrationSource: entry.registrationSource,
        registerLinkId: entry.registerLinkId,
        ticketGiveRecordId: entry.ticketGiveRecordId,
        signCodeId: entry.signCodeId,
        registerType: entry.registerType,
        allowedOrigins: this.settings.allowedRedirectOrigins,
      }),
    );
  }
}
