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
import type { CoreOperationInstances, LaterName } from './core-operations';

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

/** How each core operation a login page runs is built from the graph (core-wiring.ts). */
export type CoreWiring = { readonly [K in Exclude<keyof CoreOperationInstances, LaterName>]: (core: CoreGraph) => CoreOperationInstances[K] };

/** How the others are built (core-later.wiring.ts, fetched when one of them first runs). */
export type LaterWiring = { readonly [K in LaterName]: (core: CoreGraph) => CoreOperationInstances[K] };

/**
 * The core area's objects (its gateways, the openid binding, its operations), each built by hand the
 * first time it is asked for and kept for the life of the client. The core needs no container: a page
 * whose first screen is a login runs it without loading inversify, whose container an area builds on
 * first use from this graph (area-container.ts), sharing these very instances.
 */
export class CoreGraph {
  private readonly built = new Map<unknown, unknown>();
  private later: LaterWiring | undefined;
  private laterLoading: Promise<LaterWiring> | undefined;

  constructor(
    readonly ports: CorePorts,
    private readonly wiring: CoreWiring,
    private readonly loadLater: () => Promise<LaterWiring>,
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

  /**
   * The core operation `name`, one instance per client (`client.loginBySms` is `operation('loginBySms')`);
   * a later one once its code is in (laterOperation, or addLaterWiring by code that imports it).
   */
  operation<K extends keyof CoreOperationInstances>(name: K): CoreOperationInstances[K] {
    return this.once(name, () => {
      const build = (name in this.wiring ? this.wiring : this.later)?.[name as never] as ((core: CoreGraph) => CoreOperationInstances[K]) | undefined;
      if (!build) throw new Error(`fairpass: the code of ${name} has not been fetched yet`);
      return build(this);
    }) as CoreOperationInstances[K];
  }

  /** A later core operation, its code fetched the first time (a failed fetch rejects and is tried again). */
  async laterOperation<K extends LaterName>(name: K): Promise<CoreOperationInstances[K]> {
    if (!this.later) {
      this.laterLoading ??= this.loadLater().catch((error: unknown) => {
        this.laterLoading = undefined;
        throw error;
      });
      this.addLaterWiring(await this.laterLoading);
    }
    return this.operation(name);
  }

  /** The later operations' wiring, from code that has it already (the area container imports it). */
  addLaterWiring(wiring: LaterWiring): void {
    this.later ??= wiring;
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
