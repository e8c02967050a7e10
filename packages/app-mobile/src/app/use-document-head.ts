// Page title (spec §2: route title, else the stored registration-page title, else the default title,
// translated) and the exhibition's icon from its configuration.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@fairpass/domain';
import { dynamicText } from '../ui/dynamic-text';
import { useSession } from '../ui/use-session';

const namespaceOf = (key: string | undefined) => (key?.includes(':') ? key.split(':')[0]! : 'common');

export function useDocumentTitle(titleKey: string | undefined): string {
  // The route's namespace is known only at run time (routes/route-titles.test.ts checks every title key).
  const text = dynamicText(useTranslation(['common', namespaceOf(titleKey)] as never).t);
  const storedTitle = useSession((snapshot) => snapshot.config?.title ?? '');
  const title = pageTitle(titleKey ? text(titleKey) : '', storedTitle, text('common:defaultTitle'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/** Only http(s) icons are used; a config value is data, not something to execute. */
export function useDocumentIcon(): void {
  const iconUrl = useSession((snapshot) => snapshot.config?.functionConfig.iconUrl ?? '');
  useEffect(() => {
    if (!/^https?:\/\//i.test(iconUrl)) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = iconUrl;
  }, [iconUrl]);
}
