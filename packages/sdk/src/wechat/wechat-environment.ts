import { detectEnvironment, type Environment } from '@fairpass/domain';

/** What the SDK knows about the browser it runs in; given by the caller, never sniffed at import. */
export interface EnvironmentInfo {
  userAgent: string;
  /** The page URL as it was when the app booted, before any history rewrite (iOS WeChat signs it). */
  landingUrl: string;
}

/**
 * The browser facts of the domain's `detectEnvironment`, plus the landing URL captured once at boot
 * and the URL WeChat's JS-SDK expects signed: the landing URL on iOS, the current URL elsewhere —
 * both without the hash.
 */
export class WeChatEnvironment {
  readonly facts: Environment;
  readonly landingUrl: string;

  constructor(info: EnvironmentInfo) {
    this.facts = detectEnvironment(info.userAgent);
    this.landingUrl = withoutHash(info.landingUrl);
  }

  get isWeChat(): boolean {
    return this.facts.isWeChat;
  }

  /** The terminal header value of spec §7. */
  get terminal(): 'wechat' | 'H5' {
    return this.facts.isWeChat ? 'wechat' : 'H5';
  }

  /** The URL the JS-SDK signature must be made for: the landing URL on iOS, else the current one. */
  urlToSign(currentUrl: string): string {
    return this.facts.isIOS ? this.landingUrl : withoutHash(currentUrl);
  }
}

const withoutHash = (url: string): string => url.split('#')[0] ?? url;
