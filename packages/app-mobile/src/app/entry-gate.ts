// The entry interception of spec §1–§2, decided by the domain's checkEntryGates: desktop + adapt flag →
// the /pc/ site; wrong link → /error; registration closed → /closed; not WeChat with the browser switch
// off → /error; unsupported device → /error. Routes the domain's catalogue exempts are never intercepted.
import { checkEntryGates, parseEntryLink, policyOf, type Environment, type FunctionConfig } from '@fairpass/domain';

export type GateAction = { readonly kind: 'pass' } | { readonly kind: 'route'; readonly to: string } | { readonly kind: 'leave'; readonly url: string };

export interface EntryGateInput {
  readonly href: string;
  readonly path: string;
  readonly config: FunctionConfig | null;
  readonly environment: Environment;
  readonly pcUrl: string;
}

export function entryGateAction({ href, path, config, environment, pcUrl }: EntryGateInput): GateAction {
  if (policyOf(path).intercept === false) return { kind: 'pass' };
  const outcome = checkEntryGates({ context: parseEntryLink(href), path, config, environment, pcUrl });
  switch (outcome.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'route':
      return { kind: 'route', to: outcome.path };
    case 'error':
      return { kind: 'route', to: `/error?code=${encodeURIComponent(outcome.code)}` };
    case 'redirect':
      // The domain builds the desktop URL on the link's own origin only.
      return { kind: 'leave', url: outcome.url };
  }
}
