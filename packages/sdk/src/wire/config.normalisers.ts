// The exhibition's configuration in the domain's shape (see absent-values.ts).
import type { FunctionConfig, PageConfig } from '@fairpass/domain';
import { readReply, type ShapeOf } from './reply-shape';

/**
 * The function config: texts stay strings ("" is already the domain's "not configured": the login
 * modes fall back to their defaults, conferenceFlow '' is "no conference flow"), an unset switch is 0,
 * a missing registration-type list is []. `questionnaireCount` is kept: the domain clamps it (-1 → 1).
 */
export const FUNCTION_CONFIG_SHAPE: ShapeOf<FunctionConfig> = {
  object: {
    pageTitle: 'text',
    pageTitleEn: 'text',
    iconUrl: 'text',
    closeRegistrationLink: 'switch',
    stopRegistration: 'switch',
    isOneCode: 'switch',
    shareTitle: 'text',
    shareTitleEn: 'text',
    shareDesc: 'text',
    shareDescEn: 'text',
    shareImage: 'text',
    shareImageEn: 'text',
    shareMethod: 'text',
    shareMethodEn: 'text',
    showConfirmationSwitch: 'switch',
    cnQuestionnaireSwitch: 'switch',
    enQuestionnaireSwitch: 'switch',
    businessCardSwitch: 'switch',
    browserOpenSwitch: 'switch',
    browserOpenSwitchEn: 'switch',
    wechatOpenSwitch: 'switch',
    wechatShareOpenSwitch: 'switch',
    wechatOpenAutoLogin: 'switch',
    pageThemeColor: 'text',
    cnLoginMode: 'text',
    enLoginMode: 'text',
    globalImage: 'text',
    giveTicketTopImage: 'text',
    giveTicketBottomImage: 'text',
    tianmuCnUrl: 'text',
    tianmuEnUrl: 'text',
    conferenceFlow: 'text',
    isOpenNodeMode: 'switch',
    registrationTypeList: { list: { object: { registerType: 'text', name: 'text', nameEn: 'text' } } },
    questionnaireCount: 'number',
  },
};

/** Page colours and desktop URLs: "" stays (the theme falls back to its defaults field by field). */
export const PAGE_CONFIG_SHAPE: ShapeOf<PageConfig> = {
  object: {
    pageThemeColor: 'text',
    pageThemeBgColor: 'text',
    pageThemeCardBgColor: 'text',
    languageSwitchBgColor: 'text',
    pcIztUrl: 'text',
    pcHomeUrl: 'text',
  },
};

/** `registerConfig/functionConfig`. */
export const normaliseFunctionConfig = (raw: unknown): FunctionConfig => readReply(raw, FUNCTION_CONFIG_SHAPE) as FunctionConfig;

/** `pageConfig`. */
export const normalisePageConfig = (raw: unknown): PageConfig => readReply(raw, PAGE_CONFIG_SHAPE) as PageConfig;
