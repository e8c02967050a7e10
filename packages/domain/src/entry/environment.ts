// Browser environment read from the user agent alone (pure string parsing; no navigator access).

export interface Environment {
  /** The WeChat in-app browser, including mini-program web views and desktop WeChat. */
  readonly isWeChat: boolean;
  readonly isMiniProgram: boolean;
  readonly isIOS: boolean;
  readonly isAndroid: boolean;
  /** Not a phone or tablet (an empty user agent counts as mobile, the default page). */
  readonly isDesktop: boolean;
  readonly isSupportedDevice: boolean;
}

const WECHAT = /MicroMessenger|WindowsWechat|MacWechat/i;
const MINI_PROGRAM = /miniProgram/i;
const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const MOBILE = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone/i;
// Windows Phone user agents claim to be both Android and iPhone for old sites' sake.
const WINDOWS_PHONE = /Windows Phone|IEMobile/i;
const IOS_VERSION = /(?:iPhone|CPU) OS (\d+)_/i;

/**
 * Browsers the mobile page cannot serve, as data: Internet Explorer and Windows Phone lack the
 * JavaScript the build emits, and iOS before 12 pins an old Safari engine into every in-app browser.
 */
const MIN_IOS_MAJOR = 12;
const UNSUPPORTED = [/MSIE |Trident\//i, WINDOWS_PHONE];

const iosMajor = (userAgent: string): number | undefined => {
  const match = IOS_VERSION.exec(userAgent);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

export const detectEnvironment = (userAgent: string): Environment => {
  const windowsPhone = WINDOWS_PHONE.test(userAgent);
  const isIOS = !windowsPhone && IOS.test(userAgent);
  const major = isIOS ? iosMajor(userAgent) : undefined;
  const tooOldIos = major !== undefined && major < MIN_IOS_MAJOR;
  return {
    isWeChat: WECHAT.test(userAgent),
    isMiniProgram: MINI_PROGRAM.test(userAgent),
    isIOS,
    isAndroid: !windowsPhone && ANDROID.test(userAgent),
    isDesktop: userAgent.trim() !== '' && !MOBILE.test(userAgent),
    isSupportedDevice: !tooOldIos && !UNSUPPORTED.some((pattern) => pattern.test(userAgent)),
  };
};
