import { describe, expect, it } from 'vitest';
import { detectEnvironment, type Environment } from './environment';

const UA = {
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  androidWeChat:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  miniProgram:
    'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47 miniProgram/wx1234567890',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  oldIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_3 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.0 Mobile/14G60 Safari/602.1',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsWeChat:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
};

const env = (
  isWeChat: boolean,
  isMiniProgram: boolean,
  isIOS: boolean,
  isAndroid: boolean,
  isDesktop: boolean,
  isSupportedDevice: boolean,
): Environment => ({ isWeChat, isMiniProgram, isIOS, isAndroid, isDesktop, isSupportedDevice });

describe('detectEnvironment', () => {
  it.each([
    ['WeChat on an iPhone', UA.iPhoneWeChat, env(true, false, true, false, false, true)],
    ['WeChat on Android', UA.androidWeChat, env(true, false, false, true, false, true)],
    ['a WeChat mini-program web view', UA.miniProgram, env(true, true, false, true, false, true)],
    ['Safari on an iPhone', UA.iPhoneSafari, env(false, false, true, false, false, true)],
    ['an iPhone on iOS 10', UA.oldIPhone, env(false, false, true, false, false, false)],
    ['Chrome on a desktop', UA.desktopChrome, env(false, false, false, false, true, true)],
    ['desktop WeChat on Windows', UA.windowsWeChat, env(true, false, false, false, true, true)],
    ['Internet Explorer 11', UA.ie11, env(false, false, false, false, true, false)],
    ['Windows Phone', UA.windowsPhone, env(false, false, false, false, false, false)],
    ['a HarmonyOS phone', UA.harmony, env(false, false, false, false, false, true)],
    ['an empty user agent', '', env(false, false, false, false, false, true)],
  ])('recognises %s', (_name, userAgent, expected) => {
    expect(detectEnvironment(userAgent)).toEqual(expected);
  });
});
