// The runtime config.json beside index.html: one build serves many exhibitions and backends, so nothing
// deployment-specific (API base, client credentials, desktop URL, redirect allowlist) is compiled in.

export interface RuntimeConfig {
  /** Base of the backend; '' means the same origin that served the app. */
  readonly apiBaseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The desktop (/pc/) version desktop browsers are sent to when the link asks for it. */
  readonly pcUrl: string;
  /** The desktop home page behind the back-to-home button; '' hides the button. */
  readonly pcHomeUrl: string;
  /** Origins a redirect (jump address, entry link) may lead to. */
  readonly redirectAllowlist: readonly string[];
  /**
   * The content articles (`/contentPage/{id}`) holding the agreements every login form asks the visitor
   * to accept, so their names open the text; an agreement without one shows its name only.
   */
  readonly agreementArticles: AgreementArticles;
}

export interface AgreementArticles {
  readonly privacy?: string;
  readonly initiative?: string;
}

function agreementArticlesOf(raw: unknown): AgreementArticles {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: "agreementArticles" must be an object');
  const ids: Record<string, string> = {};
  for (const [name, id] of Object.entries(raw)) {
    if (name !== 'privacy' && name !== 'initiative') continue;
    if (typeof id !== 'string' || id.trim() === '') throw new Error(`config.json: "agreementArticles.${name}" must be an article id`);
    ids[name] = id;
  }
  return ids;
}

const text = (raw: Record<string, unknown>, key: string, fallback?: string): string => {
  const value = raw[key] ?? fallback;
  if (typeof value !== 'string') throw new Error(`config.json: "${key}" must be a string`);
  return value;
};

/** A broken config.json is a deployment bug, so it throws with the field at fault. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null) throw new Error('config.json must hold an object');
  const raw = json as Record<string, unknown>;
  const allowlist = raw.redirectAllowlist ?? [];
  if (!Array.isArray(allowlist) || allowlist.some((origin) => typeof origin !== 'string')) {
    throw new Error('config.json: "redirectAllowlist" must be a list of origins');
  }
  return {
    apiBaseUrl: text(raw, 'apiBaseUrl', ''),
    clientId: text(raw, 'clientId'),
    clientSecret: text(raw, 'clientSecret'),
    pcUrl: text(raw, 'pcUrl', '/pc/'),
    pcHomeUrl: text(raw, 'pcHomeUrl', ''),
    redirectAllowlist: allowlist as string[],
    agreementArticles: agreementArticlesOf(raw.agreementArticles),
  };
}

/** Revalidated at every boot (the server sends no-cache) so an operator's edit applies without a rebuild. */
export async function loadRuntimeConfig(url = './config.json'): Promise<RuntimeConfig> {
  // The server marks config.json no-cache (revalidated each visit); index.html preloads it, and a
  // default-mode fetch is what lets the browser hand that preload over instead of asking twice.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}

/** What diagnostics may show: everything but the client secret. */
export const withoutSecrets = (config: RuntimeConfig): Omit<RuntimeConfig, 'clientSecret'> => {
  const { clientSecret: _secret, ...visible } = config;
  return visible;
};
