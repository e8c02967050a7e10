import { describe, expect, it } from 'vitest';
import { msUntilNextStep, parseRotatingCode, rotatingCode, rotationStep, verifyRotatingCode, type HmacSubtle } from './rotating-code';

// Vectors computed with node:crypto, as the contract server does:
// createHmac('sha256', Buffer.from(SECRET, 'base64')).update(String(step), 'utf8').digest('hex').slice(0, 16)
const SECRET = 'ZmFpcnBhc3MtZGVtby1yb3RhdGlvbi1rZXktMDAwMQ=='; // "fairpass-demo-rotation-key-0001"
const MACS: Readonly<Record<number, string>> = {
  59253358: '0e41ea60ec8fd823',
  59253359: '2c7e4eab10ad272d',
  59253360: 'e083dce0548e4748',
  59253361: 'a2165247aa0b05c9',
};
const NOW = Date.parse('2026-05-01T02:00:10Z'); // 10:00:10 in Beijing: step 59253360, 20 s of it left
const ticket = { ticketId: '1790000000000000112', rotation: { secret: SECRET, stepSeconds: 30 } };

describe('the rotation step', () => {
  it('is the 30-second step of the server clock: the phone clock plus the offset', () => {
    expect(rotationStep(NOW, 0, 30)).toBe(59253360);
    expect(rotationStep(NOW, 20_000, 30)).toBe(59253361);
    expect(rotationStep(NOW, -10_001, 30)).toBe(59253359);
    expect(rotationStep(NOW, 0)).toBe(59253360);
  });

  it('tells how long the current code stays current', () => {
    expect(msUntilNextStep(NOW, 0, 30)).toBe(20_000);
    expect(msUntilNextStep(NOW, 19_999, 30)).toBe(1);
    expect(msUntilNextStep(NOW, 20_000, 30)).toBe(30_000);
  });
});

describe('rotatingCode', () => {
  it('signs the decimal step with the base64-decoded secret, as node:crypto does', async () => {
    expect(await rotatingCode(ticket, NOW, 0)).toBe(`FP2.1790000000000000112.59253360.${MACS[59253360]}`);
  });

  it("applies the server's clock offset, so a phone whose clock is wrong shows the gate's code", async () => {
    const phoneTwoMinutesSlow = NOW - 120_000;
    expect(await rotatingCode(ticket, phoneTwoMinutesSlow, 120_000)).toBe(`FP2.1790000000000000112.59253360.${MACS[59253360]}`);
    expect(await rotatingCode(ticket, NOW, 30_000)).toBe(`FP2.1790000000000000112.59253361.${MACS[59253361]}`);
  });

  it('falls back to 30-second steps when the step is unusable', async () => {
    expect(await rotatingCode({ ...ticket, rotation: { secret: SECRET, stepSeconds: -1 } }, NOW, 0)).toBe(`FP2.1790000000000000112.59253360.${MACS[59253360]}`);
  });

  it.each([
    ['the ticket has no rotation', { ticketId: 't1' }],
    ['the secret is blank', { ticketId: 't1', rotation: { secret: '', stepSeconds: 30 } }],
    ['the secret is not base64', { ticketId: 't1', rotation: { secret: 'not base64!', stepSeconds: 30 } }],
  ])('makes no code when %s (the wallet shows the static code)', async (_, withoutRotation) => {
    expect(await rotatingCode(withoutRotation, NOW, 0)).toBeUndefined();
  });

  it('makes no code without WebCrypto, as on a page served over plain http', async () => {
    const subtle = undefined as unknown as HmacSubtle;
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: { subtle }, configurable: true });
    try {
      expect(await rotatingCode(ticket, NOW, 0)).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
    expect(await rotatingCode(ticket, NOW, 0)).toBeDefined();
  });

  it('signs with the SubtleCrypto it is given', async () => {
    const calls: string[] = [];
    const subtle: HmacSubtle = {
      importKey: async (_format, keyData) => {
        calls.push(`key ${keyData.length} bytes`);
        return 'key';
      },
      sign: async (_algorithm, _key, data) => {
        calls.push(`sign ${String.fromCharCode(...data)}`);
        return new Uint8Array(32).fill(0xab).buffer;
      },
    };
    expect(await rotatingCode(ticket, NOW, 0, { subtle })).toBe('FP2.1790000000000000112.59253360.abababababababab');
    expect(calls).toEqual(['key 31 bytes', 'sign 59253360']);
  });
});

describe('parseRotatingCode', () => {
  it('splits a code into ticket, step and signature, the ticket id may hold dots', () => {
    expect(parseRotatingCode('FP2.t.1.2.59253360.e083dce0548e4748')).toEqual({ ticketId: 't.1.2', step: 59253360, mac: 'e083dce0548e4748' });
  });

  it.each([
    'FP1.t1.59253360.e083dce0548e4748',
    'FP2..59253360.e083dce0548e4748',
    'FP2.t1.059253360.e083dce0548e4748',
    'FP2.t1.-1.e083dce0548e4748',
    'FP2.t1.59253360.E083DCE0548E4748',
    'FP2.t1.59253360.e083dce0548e474',
    'FP2.t1.99999999999999999999.e083dce0548e4748',
    'FP2.59253360.e083dce0548e4748',
    'a static signed code',
  ])('does not read %j', (code) => {
    expect(parseRotatingCode(code)).toBeUndefined();
  });
});

describe('verifyRotatingCode', () => {
  const codeOf = (step: number, ticketId = ticket.ticketId) => `FP2.${ticketId}.${step}.${MACS[step]}`;

  it('accepts the code of the current step and of the one before', async () => {
    expect(await verifyRotatingCode(codeOf(59253360), ticket, NOW)).toBe(true);
    expect(await verifyRotatingCode(codeOf(59253359), ticket, NOW)).toBe(true);
  });

  it('refuses an older code (a screenshot) and one of a step still to come', async () => {
    expect(await verifyRotatingCode(codeOf(59253358), ticket, NOW)).toBe(false);
    expect(await verifyRotatingCode(codeOf(59253361), ticket, NOW)).toBe(false);
  });

  it("judges the step on the verifier's clock with its offset", async () => {
    expect(await verifyRotatingCode(codeOf(59253361), ticket, NOW, 30_000)).toBe(true);
  });

  it('refuses a code of another ticket, a forged signature and text that is no code', async () => {
    expect(await verifyRotatingCode(codeOf(59253360, 'another'), ticket, NOW)).toBe(false);
    expect(await verifyRotatingCode(`FP2.${ticket.ticketId}.59253360.${MACS[59253359]}`, ticket, NOW)).toBe(false);
    expect(await verifyRotatingCode('FP2.x', ticket, NOW)).toBe(false);
  });

  it('accepts what rotatingCode makes, at any moment of the step', async () => {
    const code = (await rotatingCode(ticket, NOW, 0)) ?? '';
    expect(await verifyRotatingCode(code, ticket, NOW + 39_999)).toBe(true);
    expect(await verifyRotatingCode(code, ticket, NOW + 50_000)).toBe(false);
  });
});
