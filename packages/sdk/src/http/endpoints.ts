// The core area's backend endpoints (auth, codes, passwords, config, the user record, entry links, WeChat,
// logs); they follow docs/endpoints.md exactly. Gateways name an endpoint here and never spell a path.
// Each business area keeps its own catalogue beside its gateway (registration/, content/, …).
import type { FunctionConfig, InvitationLinkInfo, JsSdkSignature, PageConfig, UserInfo } from '@fairpass/domain';
import { normaliseFunctionConfig, normalisePageConfig } from '../wire/config.normalisers';
import { normaliseCacheKey, normaliseInvitationLinkInfo, normaliseJsSdkSignature } from '../wire/link.normalisers';
import { normaliseUserInfo } from '../wire/user-info.normaliser';
import { CONFIG_READS, RC } from './config-reads';
import { endpoint } from './endpoint';
import type { TokenBody } from './wire-types';

export { RC } from './config-reads';

/** Why a verification code is sent. */
export type Scene = 'login' | 'reset';
/** The query that names the exhibition and the identity of a config read. */
export type ExhibitionQuery = { exhibitionId: string; registerType: string };

/** Token request parameters shared by every grant (the backend spells `languatetype` so). */
export interface TokenCommon {
  tenantId: string;
  type?: string;
  exhibitionid?: string;
  languatetype?: string;
}

/** The core area's endpoint catalogue, for `client.api.call(CORE_ENDPOINTS.x, input)`. */
export const CORE_ENDPOINTS = {
  token: endpoint<TokenCommon & Record<string, string | undefined>, TokenBody>()({ method: 'POST', path: '/api/blade-auth/oauth/token', formInput: true, bare: true }),
  logout: endpoint<undefined, null>()({ method: 'POST', path: '/api/blade-auth/oauth/logout' }),
  sendSmsCode: endpoint<{ phone: string; scene: Scene }, null>()({ method: 'POST', path: `${RC}verificationCode/sms/send` }),
  sendWhatsAppCode: endpoint<{ phone: string; scene: Scene }, null>()({ method: 'POST', path: `${RC}verificationCode/whatsapp/send` }),
  sendEmailCode: endpoint<{ email: string; scene: Scene }, null>()({ method: 'POST', path: `${RC}verificationCode/email/send` }),
  resetPassword: endpoint<{ account: string; code: string; newPassword: string; newPassword1: string }, null>()({ method: 'POST', path: `${RC}user/password/reset` }),
  updatePassword: endpoint<{ oldPassword: string; newPassword: string; newPassword1: string }, null>()({ method: 'POST', path: `${RC}user/password/update` }),
  systemTime: endpoint<undefined, number>()({ method: 'GET', path: `${RC}system/time` }),
  functionConfig: endpoint<ExhibitionQuery, FunctionConfig>()(CONFIG_READS.functionConfig, normaliseFunctionConfig),
  pageConfig: endpoint<ExhibitionQuery, PageConfig>()(CONFIG_READS.pageConfig, normalisePageConfig),
  addAndGetAll: endpoint<{ exhibitionId: string; topRegisterType: string }, UserInfo>()({ method: 'POST', path: `${RC}user/registerType/addAndGetAll` }, normaliseUserInfo),
  saveRegisterLink: endpoint<{
      registerLinkId: string;
      sourceCode?: string;
      inviteType?: string;
      inviteDeptId?: string;
      inviteUserId?: string;
      inviteUserName?: string;
    }, null>()({ method: 'POST', path: `${RC}userRegisterLink/save`, idempotent: true }),
  saveFissionParent: endpoint<{ exhibitionId: string; fissionParentBladeUserId: string }, null>()({ method: 'POST', path: `${RC}saveFissionParentId`, idempotent: true }),
  saveRegisterLog: endpoint<{ exhibitionId: string; registerType: string; registrationSource?: string; sourceCode?: string; url: string }, null>()({ method: 'POST', path: `${RC}registerLog/save`, idempotent: true, concurrent: true }),
  upgradeTicket: endpoint<{ exhibitionId: string; upgradeTicket: string }, null>()({ method: 'POST', path: `${RC}upgradeTicket`, idempotent: true }),
  cacheUserIdAndToken: endpoint<{ exhibitionId: string }, { cacheKey: string }>()({ method: 'GET', path: '/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken' }, normaliseCacheKey),
  shareLink: endpoint<{ registerType: string }, InvitationLinkInfo>()({ method: 'GET', path: `${RC}invitation/share/link` }, normaliseInvitationLinkInfo),
  jsSdkSignature: endpoint<{ url: string; tenantId: string }, JsSdkSignature>()({ method: 'POST', path: `${RC}wx/noToken/getJsSdk` }, normaliseJsSdkSignature),
  openidRedirect: endpoint<{ tenantId: string; url: string }, never>()({ method: 'GET', path: `${RC}wx/noToken/openid` }),
  bindOpenid: endpoint<{ openid: string }, null>()({ method: 'POST', path: `${RC}wx/openid/bind` }),
  removeOpenid: endpoint<{ openid?: string }, null>()({ method: 'POST', path: `${RC}wx/openid/remove` }),
  logBury: endpoint<{ event: string; page: string; data?: Record<string, unknown> }, null>()({ method: 'POST', path: `${RC}log/bury`, concurrent: true }),
} as const;
