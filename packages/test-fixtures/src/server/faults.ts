/** One misbehaviour of the backend, switched on for a route or for every API route. */
export interface Fault {
  /** Wait this long before handling (the request stays in flight meanwhile). */
  latencyMs?: number;
  /** HTTP 500 with a BladeX error envelope; nothing is committed. */
  status500?: boolean;
  /** The write commits, then the socket is destroyed without a response. */
  dropAfterCommit?: boolean;
  /** Answer 401 in the gateway's shape (HTTP 401) or the service's shape (HTTP 200, code 401). */
  unauthorized?: 'gateway' | 'inService';
  /** Send envelope codes as strings ("200"), as some BladeX services do. */
  stringCodes?: boolean;
  /** Run the handler, then answer its data under code 2001 or 2002. */
  passThrough?: 2001 | 2002;
  /** HTTP 400 business failure with this msg; nothing is committed. */
  businessFailure?: string;
  /** Apply to this many requests, then clear itself. Unset: until cleared. */
  times?: number;
}

const GLOBAL = '*';

/**
 * Fault switches keyed by route: `'POST /api/…/userInfo/submit'` (method + path), `'/api/…'` (any
 * method) or `'*'` (every API route). A route's own switch wins over the global one.
 */
export class FaultSwitches {
  private readonly switches = new Map<string, Fault>();

  set(route: string, fault: Fault): void {
    this.switches.set(normalise(route), { ...fault });
  }

  /** Clears one route's switch, or all of them. */
  clear(route?: string): void {
    if (route === undefined) this.switches.clear();
    else this.switches.delete(normalise(route));
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.switches);
  }

  /** The fault for this request, counting one use against `times`. */
  take(method: string, path: string): Fault | undefined {
    const key = [`${method.toUpperCase()} ${path}`, `* ${path}`, GLOBAL].find((k) => this.switches.has(k));
    if (key === undefined) return undefined;
    const fault = this.switches.get(key) as Fault;
    if (fault.times !== undefined) {
      const remaining = fault.times - 1;
      if (remaining <= 0) this.switches.delete(key);
      else this.switches.set(key, { ...fault, times: remaining });
    }
    return fault;
  }
}

function normalise(route: string): string {
  const trimmed = route.trim();
  if (trimmed === GLOBAL) return GLOBAL;
  const [first, second] = trimmed.split(/\s+/, 2);
  if (second === undefined) return `* ${first}`;
  return `${first === '*' ? '*' : (first ?? '').toUpperCase()} ${second}`;
}

const FAULT_KEYS = new Set(['latencyMs', 'status500', 'dropAfterCommit', 'unauthorized', 'stringCodes', 'passThrough', 'businessFailure', 'times']);

/** Reads a fault sent over HTTP; undefined when it names an unknown switch or a wrong value. */
export function parseFault(input: unknown): Fault | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const raw = input as Record<string, unknown>;
  if (Object.keys(raw).some((k) => !FAULT_KEYS.has(k))) return undefined;
  const isCount = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 0);
  const isFlag = (v: unknown) => v === undefined || typeof v === 'boolean';
  const valid =
    isCount(raw.latencyMs) &&
    isCount(raw.times) &&
    isFlag(raw.status500) &&
    isFlag(raw.dropAfterCommit) &&
    isFlag(raw.stringCodes) &&
    [undefined, 'gateway', 'inService'].includes(raw.unauthorized as string) &&
    [undefined, 2001, 2002].includes(raw.passThrough as number) &&
    (raw.businessFailure === undefined || typeof raw.businessFailure === 'string');
  return valid ? (raw as Fault) : undefined;
}
