// A WeChat visitor who logs in by SMS (or any way but the openid) is recognised on their next visit
// through the openid (issue 28 §3; spec §2, §3 "a third-party access token"): the openid this tab's own
// redirect brought back (its nonce checked, start-from-link) and that nobody is bound to yet is held in
// memory only — never in storage or the address, where another page or a shared link could take it — and
// bound to the account as soon as a login succeeds, so the next chat link logs in by it without a code.
// A logout inside WeChat unbinds it, so the next person to open the link on this phone is asked to log in.
import { STORAGE_AREA_OF, STORAGE_KEYS, type StoragePort, type WeChatGateway } from '@fairpass/domain';
import { filter } from 'rxjs';
import type { SessionStore } from '../session/session.store';
import type { WeChatEnvironment } from './wechat-environment';

export class OpenidBinding {
  /** The tab's own openid that no account is bound to yet, until a login binds it. */
  private unbound: string | undefined;
  private binding: Promise<void> | undefined;

  constructor(
    private readonly session: SessionStore,
    private readonly storage: StoragePort,
    private readonly environment: WeChatEnvironment,
    private readonly wechat: WeChatGateway,
  ) {
    this.session.token$.pipe(filter((token) => token !== null)).subscribe(() => void this.bindAfterLogin());
  }

  /** Holds the tab's own openid that logged nobody in ("No user information"), for the login to come. */
  remember(openid: string): void {
    if (this.environment.isWeChat && openid !== '') this.unbound = openid;
  }

  /** The binding under way, if any (tests wait on it). */
  settled(): Promise<void> {
    return this.binding ?? Promise.resolve();
  }

  /** Inside WeChat, before a logout: the account's openid is unbound, so the chat link asks again. Best effort. */
  async unbindBeforeLogout(): Promise<void> {
    this.unbound = undefined;
    if (!this.environment.isWeChat || !this.session.getSnapshot().token) return;
    await this.wechat.removeOpenid({});
  }

  private bindAfterLogin(): Promise<void> {
    const openid = this.unbound;
    if (openid === undefined) return this.settled();
    this.unbound = undefined;
    this.binding = this.wechat.bindOpenid({ openid }).then((bound) => {
      // The next visit asks WeChat for the openid again at once (not after the spec's 600 s), and logs in by it.
      if (bound.ok) this.storage.remove(STORAGE_AREA_OF.openidTimestamp, STORAGE_KEYS.openidTimestamp);
    });
    return this.binding;
  }
}
