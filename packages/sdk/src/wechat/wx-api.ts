// The part of WeChat's JS-SDK (`jweixin`) the adapter uses, typed from its documented interface.

export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WxShareOptions {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
  fail?: (res: { errMsg: string }) => void;
}

export interface WxScanOptions {
  needResult: 0 | 1;
  scanType: string[];
  success: (res: { resultStr: string }) => void;
  fail?: (res: { errMsg: string }) => void;
  cancel?: () => void;
}

export interface WxApi {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (res: { errMsg: string }) => void): void;
  updateAppMessageShareData(options: WxShareOptions): void;
  updateTimelineShareData(options: WxShareOptions): void;
  scanQRCode(options: WxScanOptions): void;
}

/** The APIs the page asks WeChat to allow in wx.config. */
export const WX_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode'];
