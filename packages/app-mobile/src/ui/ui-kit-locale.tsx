// antd-mobile speaks the page's language too, where a kit component carries words of its own (the image
// uploader's label): the few that do are wrapped in this, with their screens, so the first screen carries
// neither the provider nor the kit's locale tables (issue 33). The locale is a prop, so a switch of
// language re-renders the component in place and nothing it holds is lost.
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useLanguage } from './use-language';

export function UiKitLocale({ children }: { readonly children: ReactNode }) {
  const [language] = useLanguage();
  return <ConfigProvider locale={language === 'en' ? enUS : zhCN}>{children}</ConfigProvider>;
}
