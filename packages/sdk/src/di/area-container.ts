import { loadAllAreaErrors } from '@fairpass/domain';
import { Container } from 'inversify';
import { HttpExhibitorGateway } from '../gateways/http-exhibitor.gateway';
import { HttpSystemGateway } from '../gateways/http-system.gateway';
import { OpenidBinding } from '../wechat/openid-binding';
import { lazyOperations, type Area, type OperationClasses, type Operations } from './area';
import { disposedError, internalsOf } from './client-internals';
import type { CoreGraph } from './core-graph';
import { LATER_WIRING } from './core-later.wiring';
import { CORE_OPERATIONS } from './core-operations';
import { TOKENS } from './tokens';

/**
 * The client's one inversify container, built the first time an area is asked for: the core's ports,
 * gateways, openid binding and operations bound to the instances the core graph already made (an area
 * that injects `TOKENS.Session` or `NextStepUseCase` shares the client's), then every area loaded into it.
 * Every area's failures are fetched at the same time (loadAllAreaErrors), and no reply is judged before
 * they are known.
 */
export function containerOf(client: object): Container {
  const internals = internalsOf(client);
  return (internals.container ??= containerFor(internals.core));
}

/** The area's operations on this client; the area's bindings are loaded into the container once. */
export function useArea<M extends OperationClasses>(client: object, area: Area<M>): Operations<M> {
  const internals = internalsOf(client);
  if (internals.disposed) throw disposedError(area.name);
  const loaded = internals.areas.get(area.name) as Operations<M> | undefined;
  if (loaded) return loaded;
  const container = containerOf(client);
  container.loadSync(area.module);
  const operations = lazyOperations(container, area.operations);
  internals.areas.set(area.name, operations);
  return operations;
}

function containerFor(core: CoreGraph): Container {
  // The areas' failure codes and wire rows are fetched with the container: a core that only logs in never
  // meets them, a screen's first load does not carry them, and any area's reply is judged with every
  // area's known.
  void loadAllAreaErrors().catch(() => undefined);
  core.ports.api.judgeAfter(loadAllAreaErrors);
  const container = new Container({ defaultScope: 'Singleton' });
  const { ports } = core;
  container.bind(TOKENS.Storage).toConstantValue(ports.storage);
  container.bind(TOKENS.Navigator).toConstantValue(ports.navigator);
  container.bind(TOKENS.Clock).toConstantValue(ports.clock);
  container.bind(TOKENS.WeChat).toConstantValue(ports.wechat);
  container.bind(TOKENS.Environment).toConstantValue(ports.environment);
  container.bind(TOKENS.Session).toConstantValue(ports.session);
  container.bind(TOKENS.AccountData).toConstantValue(ports.accountData);
  container.bind(TOKENS.Settings).toConstantValue(ports.settings);
  container.bind(TOKENS.ApiClient).toConstantValue(ports.api);
  container.bind(TOKENS.AuthGateway).toDynamicValue(() => core.authGateway);
  container.bind(TOKENS.ConfigGateway).toDynamicValue(() => core.configGateway);
  container.bind(TOKENS.UserGateway).toDynamicValue(() => core.userGateway);
  container.bind(TOKENS.ShareGateway).toDynamicValue(() => core.shareGateway);
  container.bind(TOKENS.WeChatGateway).toDynamicValue(() => core.weChatGateway);
  container.bind(TOKENS.LogGateway).toDynamicValue(() => core.logGateway);
  container.bind(TOKENS.ExhibitorGateway).toDynamicValue(() => new HttpExhibitorGateway(ports.api));
  container.bind(TOKENS.SystemGateway).toDynamicValue(() => new HttpSystemGateway(ports.api));
  container.bind(OpenidBinding).toDynamicValue(() => core.openidBinding);
  // The container's chunk holds every core operation's class: the later ones are built from here too.
  core.addLaterWiring(LATER_WIRING);
  for (const name of Object.keys(CORE_OPERATIONS) as (keyof typeof CORE_OPERATIONS)[]) {
    container.bind<unknown>(CORE_OPERATIONS[name]).toDynamicValue(() => core.operation(name));
  }
  return container;
}
