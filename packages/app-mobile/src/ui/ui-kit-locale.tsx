// antd-mobile speaks the product language too. zh-CN is antd-mobile's own default (already in the
// bundle); en-US is a small strings module. The provider is always rendered so switching the language
// never remounts the screen (which would lose what the user typed).
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useLanguage } from '../ui/use-language';

export function UiKitLocale({ children }: { readonly children: ReactNode }) {
  const [language] = useLanguage();
  return <ConfigProvider locale={language === 'en' ? enUS : zhCN}>{children}</ConfigProvider>;
}
