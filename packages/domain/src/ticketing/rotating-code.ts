// The rotating entry code (docs/endpoints.md "Ticketing"): when a ticket carries `rotation`, the wallet
// shows a code that changes every step, so a screenshot stops working, and the gate accepts the
// current and the previous step. Signed with WebCrypto (browsers, Node 20), which is async; the step
// math is pure.
//
// The code, exactly as the contract server (node:crypto) must compute it:
//   step = floor((now + serverOffset) / (stepSeconds * 1000))          now and offset in epoch ms
//   mac  = HMAC-SHA256(key = base64-DECODED `rotation.secret`,
//                      message = UTF-8 bytes of the step in decimal, e.g. "59253360" — no padding, no sign)
//   code = `FP2.${ticketId}.${step}.${first 16 lowercase hex characters of mac}`
// In Node: createHmac('sha256', Buffer.from(secret, 'base64')).update(String(step), 'utf8').digest('hex').slice(0, 16)
import { decodeBase64 } from './base64';
import type { Ticket, TicketRotation } from './ticket.types';

/** The step when the ticket's own is unusable (the wire sends 30). */
export const ROTATION_STEP_SECONDS = 30;

const CODE_PREFIX = 'FP2';
const MAC_HEX_LENGTH = 16;

/** The part of WebCrypto's SubtleCrypto the code needs (the domain compiles without the DOM's types). */
export interface HmacSubtle {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { readonly name: 'HMAC'; readonly hash: 'SHA-256' },
    extractable: boolean,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

export interface RotatingCodeOptions {
  /** Defaults to `globalThis.crypto.subtle`, which a page has only in a secure context (https, localhost). */
  readonly subtle?: HmacSubtle;
}

const stepSecondsOf = (rotation: Pick<TicketRotation, 'stepSeconds'>): number =>
  Number.isInteger(rotation.stepSeconds) && rotation.stepSeconds > 0 ? rotation.stepSeconds : ROTATION_STEP_SECONDS;

/** The step at `nowMs` on the phone's clock with the server's offset applied. */
export const rotationStep = (nowMs: number, serverOffsetMs: number, stepSeconds: number = ROTATION_STEP_SECONDS): number =>
  Math.floor((nowMs + serverOffsetMs) / (stepSeconds * 1000));

/** How long the code of `nowMs` stays current: when to show the next one. */
export const msUntilNextStep = (nowMs: number, serverOffsetMs: number, stepSeconds: number = ROTATION_STEP_SECONDS): number => {
  const stepMs = stepSeconds * 1000;
  return (rotationStep(nowMs, serverOffsetMs, stepSeconds) + 1) * stepMs - (nowMs + serverOffsetMs);
};

const defaultSubtle = (): HmacSubtle | undefined => (globalThis as { crypto?: { subtle?: HmacSubtle } }).crypto?.subtle;

const hex = (bytes: Uint8Array): string => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The first 16 hex characters of HMAC-SHA256(secret bytes, decimal step as UTF-8); see the top of this file. */
const stepMac = async (key: Uint8Array<ArrayBuffer>, step: number, subtle: HmacSubtle): Promise<string> => {
  const cryptoKey = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  // A step's decimal digits are ASCII, so their UTF-8 bytes are their character codes.
  const message = Uint8Array.from(String(step), (digit) => digit.charCodeAt(0));
  const mac = new Uint8Array(await subtle.sign('HMAC', cryptoKey, message));
  return hex(mac).slice(0, MAC_HEX_LENGTH);
};

/** The key, or undefined for a secret that is blank (Jackson's null) or not base64. */
const keyOf = (rotation: Pick<TicketRotation, 'secret'>): Uint8Array<ArrayBuffer> | undefined => {
  const key = typeof rotation.secret === 'string' ? decodeBase64(rotation.secret) : undefined;
  return key === undefined || key.length === 0 ? undefined : key;
};

/**
 * The ticket's rotating code at `nowMs`, or undefined when it cannot be made here (no rotation, an
 * unusable secret, no WebCrypto as on a page served over plain http): then show the static `code`.
 */
export const rotatingCode = async (
  ticket: Pick<Ticket, 'ticketId' | 'rotation'>,
  nowMs: number,
  serverOffsetMs: number,
  options: RotatingCodeOptions = {},
): Promise<string | undefined> => {
  const { rotation } = ticket;
  const subtle = options.subtle ?? defaultSubtle();
  const key = rotation === undefined ? undefined : keyOf(rotation);
  if (rotation === undefined || key === undefined || subtle === undefined) return undefined;
  const step = rotationStep(nowMs, serverOffsetMs, stepSecondsOf(rotation));
  return `${CODE_PREFIX}.${ticket.ticketId}.${step}.${await stepMac(key, step, subtle)}`;
};

export interface RotatingCodeParts {
  readonly ticketId: string;
  readonly step: number;
  readonly mac: string;
}

const STEP_TEXT = /^(?:0|[1-9]\d*)$/;
const MAC_TEXT = /^[0-9a-f]{16}$/;

/** The parts of a rotating code, or undefined for any other text (a ticket id may itself hold dots). */
export const parseRotatingCode = (code: string): RotatingCodeParts | undefined => {
  const parts = code.trim().split('.');
  if (parts.length < 4 || parts[0] !== CODE_PREFIX) return undefined;
  const mac = parts.at(-1) ?? '';
  const stepText = parts.at(-2) ?? '';
  const ticketId = parts.slice(1, -2).join('.');
  if (ticketId === '' || !STEP_TEXT.test(stepText) || !MAC_TEXT.test(mac)) return undefined;
  const step = Number(stepText);
  return Number.isSafeInteger(step) ? { ticketId, step, mac } : undefined;
};

/** Compares every character, so the time taken does not tell how much of a guess was right. */
const sameText = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
};

/**
 * Whether a scanned code is the ticket's code of the current step or of the one before (a code shown
 * just before the step turned is still good at the gate); never of a step still to come.
 */
export const verifyRotatingCode = async (
  code: string,
  ticket: Pick<Ticket, 'ticketId'> & { readonly rotation: TicketRotation },
  nowMs: number,
  serverOffsetMs = 0,
  options: RotatingCodeOptions = {},
): Promise<boolean> => {
  const parts = parseRotatingCode(code);
  const key = keyOf(ticket.rotation);
  const subtle = options.subtle ?? defaultSubtle();
  if (parts === undefined || key === undefined || subtle === undefined || parts.ticketId !== ticket.ticketId) return false;
  const current = rotationStep(nowMs, serverOffsetMs, stepSecondsOf(ticket.rotation));
  if (parts.step !== current && parts.step !== current - 1) return false;
  return sameText(parts.mac, await stepMac(key, parts.step, subtle));
};
