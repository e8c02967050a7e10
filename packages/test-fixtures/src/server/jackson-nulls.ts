// The real backend's Jackson setup writes no JSON null: a null String as "", a null number as -1, a null
// list as [], a null object as {}, a null Boolean as false — and a field the model leaves unset is
// written all the same. With this switch on, the contract server answers that way, so the SDK is
// tested against what production sends.
import type { FastifyInstance } from 'fastify';
import { isEnvelope } from './envelope';

type JavaKind = 'string' | 'number' | 'list' | 'object' | 'boolean';

const PLACEHOLDER: Record<JavaKind, () => unknown> = {
  string: () => '',
  number: () => -1,
  list: () => [],
  object: () => ({}),
  boolean: () => false,
};

/** The declared Java type of every wire field that can be null (wire.types.ts and the domain's types). */
const NULLABLE_FIELDS: Readonly<Record<string, JavaKind>> = {
  visitingGroupLeaderVO: 'object',
  processStatus: 'number',
  dictCode: 'string',
  rule: 'string',
  maxLength: 'number',
  placeholder: 'string',
  placeholderEn: 'string',
  optionIds: 'list',
  text: 'string',
};

/** Fields a shape declares though the model may leave them out, found by the keys that mark the shape. */
const DECLARED_FIELDS: ReadonlyArray<{ readonly marks: readonly string[]; readonly fields: Readonly<Record<string, JavaKind>> }> = [
  // FormField (formConfig, formConfigForExhibitorSelf)
  { marks: ['prop', 'labelEn', 'type'], fields: { dictCode: 'string', rule: 'string', maxLength: 'number', placeholder: 'string', placeholderEn: 'string' } },
  // BusinessCardScan.fields
  { marks: ['url', 'fields'], fields: { fields: 'object' } },
];
const CARD_FIELDS: Readonly<Record<string, JavaKind>> = { name: 'string', company: 'string', position: 'string', phone: 'string', email: 'string' };

/** `data` as the real backend's ObjectMapper would write it. */
export function jacksonView(data: unknown): unknown {
  if (data === null || data === undefined) return {};
  return rewrite(data);
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const declared = DECLARED_FIELDS.filter((shape) => shape.marks.every((mark) => mark in record)).map((shape) => shape.fields);
  const out: Record<string, unknown> = {};
  for (const fields of declared) for (const [name, kind] of Object.entries(fields)) out[name] = PLACEHOLDER[kind]();
  for (const [name, field] of Object.entries(record)) {
    if (field === null || field === undefined) out[name] = PLACEHOLDER[NULLABLE_FIELDS[name] ?? 'string']();
    else if (name === 'fields' && 'url' in record) out[name] = { ...placeholders(CARD_FIELDS), ...(rewrite(field) as object) };
    else out[name] = rewrite(field);
  }
  return out;
}

const placeholders = (fields: Readonly<Record<string, JavaKind>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, PLACEHOLDER[kind]()]));

/** The switch, on from the start option or over HTTP (`POST /__contract/jackson-nulls {on}`). */
export class JacksonNulls {
  on: boolean;
  constructor(private readonly initially: boolean) {
    this.on = initially;
  }
  /** Back to the start option (reset()). */
  reset(): void {
    this.on = this.initially;
  }
}

/** Rewrites every API envelope's `data` while the switch is on (the bare token body is not an envelope). */
export function registerJacksonNulls(app: FastifyInstance, jackson: JacksonNulls): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!jackson.on || !request.url.startsWith('/api/') || !isEnvelope(payload)) return payload;
    return { ...payload, data: jacksonView((payload as { data?: unknown }).data) };
  });
}
