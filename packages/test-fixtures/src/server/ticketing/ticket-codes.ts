// A ticket's entry codes. The static code is signed by the server (for print, badges and scanners
// without network); when the exhibition rotates codes, the ticket also carries a secret from which the
// wallet makes a code per 30-second step, so a screenshot stops working:
//   FP2.<ticketId>.<step>.<first 16 lowercase hex of HMAC-SHA256(key = base64-decoded secret,
//   message = UTF-8 of the step in decimal)>, step = floor(serverNowMs / 1000 / stepSeconds).
// The gate accepts the current and the previous step. Secrets are derived from the ticket id with the
// server's key, so they need no storage and survive a reset unchanged.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ROTATION_STEP_SECONDS = 30;

/** The contract server's signing key (a fixture: fixed, so codes are the same in every run). */
const SERVER_KEY = 'fairpass-contract-server-ticket-key';
const MAC_HEX = 16;

const mac = (key: Buffer | string, message: string): string => createHmac('sha256', key).update(message, 'utf8').digest('hex').slice(0, MAC_HEX);

export const staticCodeOf = (ticketId: string): string => `FP1.${ticketId}.${mac(SERVER_KEY, `static:${ticketId}`)}`;

/** The ticket's rotation secret, base64 of 32 bytes. */
export const rotationSecretOf = (ticketId: string): string => createHmac('sha256', SERVER_KEY).update(`rotation:${ticketId}`, 'utf8').digest('base64');

export const rotationStep = (nowMs: number, stepSeconds = ROTATION_STEP_SECONDS): number => Math.floor(nowMs / 1000 / stepSeconds);

export function rotatingCodeOf(ticketId: string, secret: string, step: number): string {
  return `FP2.${ticketId}.${step}.${mac(Buffer.from(secret, 'base64'), String(step))}`;
}

/** A scanned code read back: which ticket, and for a rotating one which step it claims. */
export type ScannedCode = { kind: 'static'; ticketId: string; mac: string } | { kind: 'rotating'; ticketId: string; step: number; mac: string };

/** The parts of a code, or undefined for text that is neither kind (a ticket id may hold dots). */
export function readCode(code: string): ScannedCode | undefined {
  const parts = code.trim().split('.');
  const last = parts.at(-1) ?? '';
  if (!/^[0-9a-f]{16}$/.test(last)) return undefined;
  if (parts[0] === 'FP1' && parts.length >= 3) return { kind: 'static', ticketId: parts.slice(1, -1).join('.'), mac: last };
  const stepText = parts.at(-2) ?? '';
  if (parts[0] !== 'FP2' || parts.length < 4 || !/^(0|[1-9]\d*)$/.test(stepText)) return undefined;
  return { kind: 'rotating', ticketId: parts.slice(1, -2).join('.'), step: Number(stepText), mac: last };
}

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the code's signature is the ticket's (a rotating code: of the current or the previous step). */
export function codeMatches(scanned: ScannedCode, nowMs: number, stepSeconds = ROTATION_STEP_SECONDS): boolean {
  if (scanned.kind === 'static') return sameText(staticCodeOf(scanned.ticketId), `FP1.${scanned.ticketId}.${scanned.mac}`);
  const current = rotationStep(nowMs, stepSeconds);
  if (scanned.step !== current && scanned.step !== current - 1) return false;
  return sameText(rotatingCodeOf(scanned.ticketId, rotationSecretOf(scanned.ticketId), scanned.step), `FP2.${scanned.ticketId}.${scanned.step}.${scanned.mac}`);
}
