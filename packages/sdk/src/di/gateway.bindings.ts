import type { Container } from 'inversify';
import { HttpAuthGateway } from '../gateways/http-auth.gateway';
import { HttpConfigGateway } from '../gateways/http-config.gateway';
import { HttpExhibitorGateway } from '../gateways/http-exhibitor.gateway';
import { HttpLogGateway } from '../gateways/http-log.gateway';
import { HttpShareGateway } from '../gateways/http-share.gateway';
import { HttpSystemGateway } from '../gateways/http-system.gateway';
import { HttpUserGateway } from '../gateways/http-user.gateway';
import { HttpWeChatGateway } from '../gateways/http-wechat.gateway';
import { TOKENS } from './tokens';

/** Binds every domain gateway port to its HTTP adapter. */
export function bindGateways(container: Container): void {
  container.bind(TOKENS.AuthGateway).to(HttpAuthGateway).inSingletonScope();
  container.bind(TOKENS.ConfigGateway).to(HttpConfigGateway).inSingletonScope();
  container.bind(TOKENS.UserGateway).to(HttpUserGateway).inSingletonScope();
  container.bind(TOKENS.ExhibitorGateway).to(HttpExhibitorGateway).inSingletonScope();
  container.bind(TOKENS.ShareGateway).to(HttpShareGateway).inSingletonScope();
  container.bind(TOKENS.WeChatGateway).to(HttpWeChatGateway).inSingletonScope();
  container.bind(TOKENS.LogGateway).to(HttpLogGateway).inSingletonScope();
  container.bind(TOKENS.SystemGateway).to(HttpSystemGateway).inSingletonScope();
}
