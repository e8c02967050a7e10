import type { RequestContext, Terminal } from './request-context';

/** BladeX's default tenant, used until a link names another one. */
export const DEFAULT_TENANT_ID = '000000';

/**
 * The headers every request carries (spec §7). Empty values are left out rather than sent blank,
 * and the bearer token travels only in `Blade-Auth`, never in a URL.
 */
export function requestHeaders(
  context: RequestContext,
  basicAuthorization: string,
  terminal: Terminal,
): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: basicAuthorization,
    Terminal: terminal,
    'Tenant-Id': context.tenantId || DEFAULT_TENANT_ID,
  };
  const optional: Array<[string, string | undefined]> = [
    ['User-Type', context.userType],
    ['Exhibition-Id', context.exhibitionId],
    ['Register-Type', context.registerType],
    ['Language-Type', context.languageType],
    ['Source-Code', context.sourceCode],
    ['Visiting-Group-Id', context.visitingGroupId],
  ];
  for (const [name, value] of optional) {
    if (value) headers[name] = value;
  }
  const bearer = bearerHeader(context.token);
  if (bearer !== undefined) headers['Blade-Auth'] = bearer;
  return headers;
}

/** The `Blade-Auth` value a token travels in; none without a token. */
export const bearerHeader = (token: string | null | undefined): string | undefined => (token ? `bearer ${token}` : undefined);
