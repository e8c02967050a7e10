import {
  DomainError,
  err,
  isOn,
  ok,
  withoutLinkCredentials,
  type ExhibitorInfo,
  type Result,
  type WeChatGateway,
  type WeChatPort,
} from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import { codeOnDemand } from '../operations/code-on-demand';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { WeChatEnvironment } from '../wechat/wechat-environment';

/** Whether the share texts were registered with WeChat, or there was nothing to do. */
export type ShareSetupOutcome = 'configured' | 'skipped';

/** What to share: the page being shown, a link made to be shared, or both. */
export interface ShareSetupInput {
  /**
   * The address of the page being shown (`location.href` in a browser): the JS-SDK signs it, and unless
   * `link` is given the share is this page's clean share link — the entry link's shareable parameters
   * (an allowlist) and the in-app path, never the address's credentials (domain `shareLinkOf`).
   */
  readonly pageUrl?: string;
  /** A link made to be shared (a gift's claim link, an invitation): shared as it is, less any credential. */
  readonly link?: string;
  /** The exhibitor whose name fills the share texts' placeholders, if any. */
  readonly exhibitor?: ExhibitorInfo | null;
}

/** What setup share can fail with. */
export const SETUP_SHARE_ERRORS = [...WRITE_FAILURES, 'SYSTEM.ERROR'] as const satisfies readonly ErrorCode[];

/**
 * Registers the exhibition's share texts with WeChat (spec §2 share/confirmation routes): signs the
 * right URL (landing URL on iOS, current URL on Android), configures the JS-SDK, fills the `%%…%%`
 * placeholders with the domain's `fillSharePlaceholders`, and hands the texts to the WeChat port. The
 * shared link never carries a credential (openid, imaster code, token), whatever it was given.
 * Outside WeChat, or with the share switch off, nothing happens. The texts' rules come with the first
 * share (share-texts.on-demand.ts); should they not arrive, the setup fails as offline.
 */
export class SetupShareUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly wechat: WeChatPort,
    private readonly gateway: WeChatGateway,
    private readonly environment: WeChatEnvironment,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SETUP_SHARE_ERRORS}. */
  async execute(input: ShareSetupInput): Promise<Result<ShareSetupOutcome, ErrorOf<typeof SETUP_SHARE_ERRORS>>> {
    return withinCodes(await this.run(input), SETUP_SHARE_ERRORS);
  }

  private async run(input: ShareSetupInput): Promise<Result<ShareSetupOutcome, DomainError>> {
    if (!this.wechat.isWeChat()) return ok('skipped');
    const pageUrl = input.pageUrl ?? input.link;
    if (pageUrl === undefined) return err(new DomainError('SYSTEM.ERROR', 'nothing to share: give pageUrl or link'));
    const { config, user, entry, language } = this.session.getSnapshot();
    if (config === null) return err(new DomainError('SYSTEM.ERROR', 'config not loaded'));
    const fc = config.functionConfig;
    if (!isOn(fc.wechatShareOpenSwitch)) return ok('skipped');

    // The texts' rules are fetched while the page is signed, so the share waits for no extra round trip.
    const rules = codeOnDemand(() => import('./share-texts.on-demand'), "the share texts' rules");
    const signature = await this.gateway.jsSdkSignature({
      url: this.environment.urlToSign(pageUrl),
      tenantId: entry.tenantId ?? '',
    });
    if (!signature.ok) return signature;
    const configured = await this.wechat.configure(signature.value);
    if (!configured.ok) return configured;
    const loaded = await rules;
    if (!loaded.ok) return loaded;
    const { fillSharePlaceholders, shareConfigFor, shareLinkOf, sharePlaceholderValues } = loaded.value;

    const values = sharePlaceholderValues({ user, exhibitor: input.exhibitor ?? null });
    const texts = shareConfigFor(fc, language);
    const shared = await this.wechat.share({
      title: fillSharePlaceholders(texts.title, values),
      desc: fillSharePlaceholders(texts.desc, values),
      link: input.link === undefined ? shareLinkOf(pageUrl, entry) : withoutLinkCredentials(input.link),
      imgUrl: texts.imgUrl,
    });
    return shared.ok ? ok('configured') : shared;
  }
}
