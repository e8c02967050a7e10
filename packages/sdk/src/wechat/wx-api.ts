// The part of WeChat's JS-SDK (`jweixin`) the adapter uses, typed from its documented interface.

/** `wx.config`'s argument: the signature the backend made for this page. */
export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** What a shared card shows. */
export interface WxShareOptions {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  /** WeChat took the share data. */
  success?: () => void;
  /** WeChat refused it. */
  fail?: (res: { errMsg: string }) => void;
}

/** `wx.scanQRCode`'s argument. */
export interface WxScanOptions {
  needResult: 0 | 1;
  scanType: string[];
  /** The scanned text. */
  success: (res: { resultStr: string }) => void;
  /** Scanning failed. */
  fail?: (res: { errMsg: string }) => void;
  /** The user closed the scanner. */
  cancel?: () => void;
}

/** The `wx` object of WeChat's JS-SDK, as far as the adapter uses it. */
export interface WxApi {
  /** Asks WeChat to allow the listed APIs for this page. */
  config(config: WxConfig): void;
  /** Runs `callback` once the config is accepted. */
  ready(callback: () => void): void;
  /** Runs `callback` when the config is refused. */
  error(callback: (res: { errMsg: string }) => void): void;
  /** The card shown when the page is shared to a chat. */
  updateAppMessageShareData(options: WxShareOptions): void;
  /** The card shown when the page is shared to Moments. */
  updateTimelineShareData(options: WxShareOptions): void;
  /** Opens WeChat's scanner. */
  scanQRCode(options: WxScanOptions): void;
}

/** The APIs the page asks WeChat to allow in wx.config. */
export const WX_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode'];
