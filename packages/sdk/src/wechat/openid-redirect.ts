import { CORE_ENDPOINTS } from '../http/endpoints';

/** Where WeChat's openid trip starts: the backend's openid endpoint, told the tenant and where to come back. */
export const openidRedirectUrl = (apiBaseUrl: string, input: { readonly tenantId: string; readonly returnUrl: string }): string =>
  `${apiBaseUrl}${CORE_ENDPOINTS.openidRedirect.path}?${new URLSearchParams({ tenantId: input.tenantId, url: input.returnUrl }).toString()}`;
