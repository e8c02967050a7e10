import type { ClockPort, NavigatorPort, StoragePort, WeChatPort } from '@fairpass/domain';
import type { ClientSettings } from '../client-settings';
import { HttpAuthGateway } from '../gateways/http-auth.gateway';
import { HttpConfigGateway } from '../gateways/http-config.gateway';
import { HttpLogGateway } from '../gateways/http-log.gateway';
import { HttpShareGateway } from '../gateways/http-share.gateway';
import { HttpUserGateway } from '../gateways/http-user.gateway';
import { HttpWeChatGateway } from '../gateways/http-wechat.gateway';
import type { ApiClient } from '../http/api.client';
import type { AccountData } from '../session/account-data';
import type { SessionStore } from '../session/session.store';
import { OpenidBinding } from '../wechat/openid-binding';
import type { WeChatEnvironment } from '../wechat/wechat-environment';
import type { CoreOperations } from './core-operations';

/** What a client is created with, before anything is built on it. */
export interface CorePorts {
  readonly storage: StoragePort;
  readonly navigator: NavigatorPort;
  readonly clock: ClockPort;
  readonly wechat: WeChatPort;
  readonly environment: WeChatEnvironment;
  readonly session: SessionStore;
  readonly accountData: AccountData;
  readonly settings: ClientSettings;
  readonly api: ApiClient;
}

/** How each core operation is built from the graph (core-wiring.ts). */
export type CoreWiring = { readonly [K in keyof CoreOperations]: (core: CoreGraph) => CoreOperations[K] };

/**
 * The core area's objects (its gateways, the openid binding, its operations), each built by hand the
 * first time it is asked for and kept for the life of the client. The core needs no container: a page
 * whose first screen is a login runs it without loading inversify, whose container an area builds on
 * first use from this graph (area-container.ts), sharing these very instances.
 */
export class CoreGraph {
  private readonly built = new Map<unknown, unknown>();

  constructor(
    readonly ports: CorePorts,
    private readonly wiring: CoreWiring,
  ) {}

  get authGateway(): HttpAuthGateway {
    return this.gateway(HttpAuthGateway);
  }

  get configGateway(): HttpConfigGateway {
    return this.gateway(HttpConfigGateway);
  }

  get userGateway(): HttpUserGateway {
    return this.gateway(HttpUserGateway);
  }

  get shareGateway(): HttpShareGateway {
    return this.gateway(HttpShareGateway);
  }

  get weChatGateway(): HttpWeChatGateway {
    return this.gateway(HttpWeChatGateway);
  }

  get logGateway(): HttpLogGateway {
    return this.gateway(HttpLogGateway);
  }

  get openidBinding(): OpenidBinding {
    const { session, storage, environment } = this.ports;
    return this.once(OpenidBinding, () => new OpenidBinding(session, storage, environment, this.weChatGateway));
  }

  /** The core operation `name`, one instance per client (`client.loginBySms` is `operation('loginBySms')`). */
  operation<K extends keyof CoreOperations>(name: K): CoreOperations[K] {
    return this.once(name, () => this.wiring[name](this)) as CoreOperations[K];
  }

  /** One HTTP gateway on the client's endpoint caller. */
  private gateway<G>(Gateway: new (api: ApiClient) => G): G {
    return this.once(Gateway, () => new Gateway(this.ports.api));
  }

  private once<T>(key: unknown, build: () => T): T {
    if (!this.built.has(key)) this.built.set(key, build());
    return this.built.get(key) as T;
  }
}
