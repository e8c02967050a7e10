// WeChat Pay v3's JSAPI paySign: RSA-SHA256 with the merchant's private key over
// "appId\ntimeStamp\nnonceStr\npackage\n", base64. The contract server signs with a key pair of its own
// (made once per process, on first use), so the signature is real and a test can check it.
import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { JsapiPayFields } from './ticketing-wire.types';

let merchantKeys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

const keys = () => (merchantKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));

const messageOf = (fields: Omit<JsapiPayFields, 'paySign' | 'signType'>): string =>
  `${fields.appId}\n${fields.timeStamp}\n${fields.nonceStr}\n${fields.package}\n`;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters from WeChat's nonce alphabet. */
const nonce = (): string => [...randomBytes(32)].map((byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');

/** The six fields `getBrandWCPayRequest` takes, freshly stamped and signed for a prepay. */
export function jsapiFields(appId: string, prepayId: string, nowMs: number): JsapiPayFields {
  const unsigned = { appId, timeStamp: String(Math.floor(nowMs / 1000)), nonceStr: nonce(), package: `prepay_id=${prepayId}` };
  const paySign = createSign('RSA-SHA256').update(messageOf(unsigned), 'utf8').sign(keys().privateKey, 'base64');
  return { ...unsigned, signType: 'RSA', paySign };
}

/** Whether `paySign` is this server's signature of the other five fields (what WeChat's client checks). */
export function isGenuinePaySign(fields: JsapiPayFields): boolean {
  return createVerify('RSA-SHA256').update(messageOf(fields), 'utf8').verify(keys().publicKey, fields.paySign, 'base64');
}
