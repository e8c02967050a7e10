// Typed text keys: i18next checks every `t('…')` against the Chinese texts (the parity test keeps the
// English ones on the same keys), so a wrong key or namespace fails `tsc` instead of showing a raw key.
import 'i18next';
import type conference from '../features/conference/texts/zh.json';
import type confirmation from '../features/confirmation/texts/zh.json';
import type content from '../features/content/texts/zh.json';
import type delegates from '../features/delegates/texts/zh.json';
import type gifting from '../features/gifting/texts/zh.json';
import type groups from '../features/groups/texts/zh.json';
import type information from '../features/information/texts/zh.json';
import type invoicing from '../features/invoicing/texts/zh.json';
import type leads from '../features/leads/texts/zh.json';
import type logistics from '../features/logistics/texts/zh.json';
import type reach from '../features/reach/texts/zh.json';
import type registrationFlow from '../features/registration-flow/texts/zh.json';
import type registration from '../features/registration/texts/zh.json';
import type system from '../features/system/texts/zh.json';
import type ticketing from '../features/ticketing/texts/zh.json';
import type userCenter from '../features/user-center/texts/zh.json';
import type common from '../ui/texts/common/zh.json';
import type errors from '../ui/texts/errors/zh.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      conference: typeof conference;
      confirmation: typeof confirmation;
      content: typeof content;
      delegates: typeof delegates;
      gifting: typeof gifting;
      groups: typeof groups;
      information: typeof information;
      invoicing: typeof invoicing;
      leads: typeof leads;
      logistics: typeof logistics;
      reach: typeof reach;
      registration: typeof registration;
      'registration-flow': typeof registrationFlow;
      system: typeof system;
      ticketing: typeof ticketing;
      'user-center': typeof userCenter;
    };
  }
}
