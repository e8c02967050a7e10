import { createHash } from 'node:crypto';

export interface JsSdkSignatureInput {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number | string;
  url: string;
}

/**
 * The WeChat JS-SDK signature: sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in that,
 * alphabetical, order; values raw, not URL-encoded), with the page URL cut at `#`.
 */
export function computeJsSdkSignature(input: JsSdkSignatureInput): string {
  const url = input.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The official document's worked example, which any implementation must reproduce. */
export const JSSDK_WORKED_EXAMPLE = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
} as const;
