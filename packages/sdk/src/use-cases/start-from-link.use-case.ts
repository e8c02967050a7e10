import {
  checkEntryGates,
  type DomainError,
  isOn,
  isOpenidStale,
  LINK_PARAM_NAMES,
  nextStepAfterAutoLogin,
  ok,
  OPENID_STATE_PARAM,
  parseEntryLink,
  publicLinkParams,
  publicQuery,
  withoutLinkCredentials,
  STORAGE_AREA_OF,
  STORAGE_KEYS,
  type ClockPort,
  type EntryContext,
  type LogGateway,
  type Result,
  type StoragePort,
  type UserGateway,
  type WeChatPort,
} from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import type { EntryParams, SessionConfig } from '../session/session-snapshot';
import type { SessionStore } from '../session/session.store';
import { type OpenidBinding } from '../wechat/openid-binding';
import type { WeChatEnvironment } from '../wechat/wechat-environment';
import type { EntryOutcome } from './entry-outcome';
import { type LoadConfigUseCase } from './load-config.use-case';
import { type LoginByOpenidUseCase } from './login-by-openid.use-case';
import { type NextStepUseCase } from './next-step.use-case';
import { recordLinkVisit } from './record-link-visit';

/** A fresh, unguessable nonce for one openid redirect. */
function newOpenidState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The address WeChat's redirect comes back to: this one without credentials, with this tab's nonce. */
function openidReturnUrl(url: string, state: string): string {
  const clean = withoutLinkCredentials(url);
  const hashAt = clean.indexOf('#');
  const beforeHash = hashAt === -1 ? clean : clean.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : clean.slice(hashAt);
  const separator = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
  return `${beforeHash}${separator}${OPENID_STATE_PARAM}=${state}${hash}`;
}

/** What start from link can fail with. */
export const START_FROM_LINK_ERRORS = [...LOGIN_FAILURES, 'SYSTEM.ERROR'] as const satisfies readonly ErrorCode[];

/**
 * The entry flow of spec §2: reads the landing link, keeps its parameters, loads the exhibition config,
 * applies the link and environment gates, records the visit, runs the WeChat auto login, and says where
 * the visitor goes. Nothing is navigated here: the caller routes by the returned outcome.
 */
export class StartFromLinkUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly storage: StoragePort,
    private readonly environment: WeChatEnvironment,
    private readonly wechat: WeChatPort,
    private readonly clock: ClockPort,
    private readonly users: UserGateway,
    private readonly logs: LogGateway,
    private readonly loadConfig: LoadConfigUseCase,
    private readonly loginByOpenid: LoginByOpenidUseCase,
    private readonly nextStep: NextStepUseCase,
    private readonly binding: OpenidBinding,
  ) {}

  /**
   * `recordVisitAfter`: when given, the visit is recorded once it settles (the app passes "the first
   * screen has painted", so these writes do not compete with that screen's downloads); before a WeChat
   * openid redirect it is recorded at once, as the redirect would cancel it.
   */
  /** Runs the operation: the value, or an error whose `code` is one of {@link START_FROM_LINK_ERRORS}. */
  async execute(input: { url: string; recordVisitAfter?: PromiseLike<unknown> }): Promise<Result<EntryOutcome, ErrorOf<typeof START_FROM_LINK_ERRORS>>> {
    return withinCodes(await this.run(input), START_FROM_LINK_ERRORS);
  }

  private async run(input: { url: string; recordVisitAfter?: PromiseLike<unknown> }): Promise<Result<EntryOutcome, DomainError>> {
    const context = parseEntryLink(input.url);
    const before = this.session.getSnapshot();
    this.remember(context);

    let config: SessionConfig | null = null;
    /** The config could not be read for want of a network: a copy stands in, and nothing else that needs one is tried. */
    let offline = false;
    if (context.exhibitionId && context.registerType) {
      const loaded = await this.loadConfig.execute();
      if (loaded.ok) config = loaded.value;
      else {
        // With no network (a reload in a hall without signal, served by the offline shell), the config
        // this tab already read for the same exhibition and register type stands in for a fresh one; in a
        // fresh tab, the one kept with the phone's wallet for the gate (issue 28 §3).
        offline = loaded.error.code === 'NETWORK.EXCEPTION' || loaded.error.code === 'NETWORK.TIMEOUT';
        const sameLink = before.entry.exhibitionId === context.exhibitionId && before.entry.registerType === context.registerType;
        const copy = !offline ? null : sameLink && before.config ? before.config : this.keptConfigFor(context);
        if (copy === null) return loaded;
        if (copy !== before.config) this.session.setConfig(copy);
        config = copy;
      }
    }
    const target = context.entryRoute.kind === 'route' ? context.entryRoute.path : '/registration';
    const gate = checkEntryGates({
      context,
      path: target,
      config: config?.functionConfig ?? null,
      environment: this.environment.facts,
      pcUrl: config?.sysConfig.pcIztUrl || undefined,
    });
    if (gate.kind !== 'pass') return ok(gate);

    // Best effort, and kept off the first screen's critical path: only the openid round trip, a
    // full-page redirect that would cancel requests still in flight, waits for these writes.
    const recordVisit = () => recordLinkVisit(context, input.url, this.users, this.logs);

    // The openid round trip needs the network: with none the visitor goes on as they are (the kept wallet opens).
    const autoLogin = !offline && config !== null && this.environment.isWeChat && isOn(config.functionConfig.wechatOpenAutoLogin);
    if (autoLogin && !this.session.getSnapshot().token) {
      await recordVisit();
      return this.wechatAutoLogin(context, input.url, target);
    }
    if (input.recordVisitAfter) void Promise.resolve(input.recordVisitAfter).then(recordVisit, recordVisit);
    else void recordVisit();
    if (context.entryRoute.kind === 'nextStep' && this.session.getSnapshot().token && !offline) return this.routeByNextStep();
    return ok({ kind: 'route', path: target });
  }

  /** The config kept with the phone's wallet for the gate, when it was kept on this link's exhibition and register type. */
  private keptConfigFor(context: EntryContext): SessionConfig | null {
    const kept = this.session.getSnapshot().keptWallet;
    const sameLink = kept !== null && kept.entry.exhibitionId === context.exhibitionId && kept.entry.registerType === context.registerType;
    return sameLink ? kept.config : null;
  }

  /**
   * Keeps the link's parameters for headers and, for /jump after a 401, the whole link query; never a
   * credential of the link (openid, imaster code, account hand-off), which is used once, here.
   */
  private remember(context: EntryContext): void {
    const entry: EntryParams = {};
    const params = publicLinkParams(context);
    for (const name of LINK_PARAM_NAMES) {
      const value = params[name];
      if (value !== undefined) entry[name] = value;
    }
    if (context.registrationSource !== undefined) entry.registrationSource = context.registrationSource;
    this.session.setEntry(entry);
    if (context.query.languageType !== undefined) this.session.setLanguage(context.languageType);
    if (context.exhibitionId) this.storage.set(STORAGE_AREA_OF.jumpParams, STORAGE_KEYS.jumpParams, publicQuery(context.query));
  }

  /**
   * Spec §4: log in by openid, or fetch one first (again only after 600 s, so a failure cannot loop).
   * An openid in the address is believed only when this tab started the redirect that brought it (the
   * nonce it kept came back with it, as OAuth's `state`): one in a link somebody shared or made is
   * ignored, and the visitor goes through WeChat for their own.
   */
  private async wechatAutoLogin(context: EntryContext, url: string, sourcePage: string) {
    const openid = this.openidOfThisTab(context);
    if (!openid) {
      const key = STORAGE_KEYS.openidTimestamp;
      const area = STORAGE_AREA_OF.openidTimestamp;
      if (!isOpenidStale(this.storage.get<number>(area, key), this.clock.now())) {
        return ok<EntryOutcome>({ kind: 'route', path: sourcePage, isNextStepPage: 'no' });
      }
      this.storage.set(area, key, this.clock.now());
      const state = newOpenidState();
      this.storage.set(STORAGE_AREA_OF.openidState, STORAGE_KEYS.openidState, state);
      this.wechat.redirectForOpenid({ tenantId: context.tenantId ?? '', returnUrl: openidReturnUrl(url, state) });
      return ok<EntryOutcome>({ kind: 'openidRedirect' });
    }
    const login = await this.loginByOpenid.execute({ openid });
    // AUTH.NO_USER: nobody has bound this openid yet (spec §8), so the visitor logs in by hand; that login
    // binds it (wechat/openid-binding.ts), so the next visit is recognised without a code.
    if (!login.ok && login.error.code !== 'AUTH.NO_USER') return login;
    if (!login.ok) this.binding.remember(openid);
    const after = nextStepAfterAutoLogin(login.ok);
    if (after.then === 'sourcePage') return ok<EntryOutcome>({ kind: 'route', path: sourcePage, isNextStepPage: 'no' });
    return this.routeByNextStep();
  }

  /** The link's openid when it answers this tab's own redirect; the kept nonce is used up either way. */
  private openidOfThisTab(context: EntryContext): string | undefined {
    if (!context.openid) return undefined;
    const area = STORAGE_AREA_OF.openidState;
    const expected = this.storage.get<string>(area, STORAGE_KEYS.openidState);
    this.storage.remove(area, STORAGE_KEYS.openidState);
    const returned = context.query[OPENID_STATE_PARAM];
    return typeof expected === 'string' && expected !== '' && returned === expected ? context.openid : undefined;
  }

  private async routeByNextStep(): Promise<Result<EntryOutcome, DomainError>> {
    const step = await this.nextStep.execute();
    if (!step.ok) return step;
    const decided = step.value;
    return ok(decided.kind === 'route' ? { ...decided, isNextStepPage: 'yes' } : decided);
  }
}
