// The registration link to share, in the visitor's language. Only a web address is offered: the QR code
// is scanned by other people's phones, which would open whatever it encodes.
import { localizedText, type InvitationLinkInfo } from '@fairpass/domain';
import type { AppLanguage } from '../../ui/app-language';

export const registerLinkOf = (links: InvitationLinkInfo, language: AppLanguage): string | null => {
  const link = localizedText(language, links.cnRegisterLinkUrl, links.enRegisterLinkUrl).trim();
  return /^https?:\/\//i.test(link) ? link : null;
};

/** What a person reads under the QR code: host and path, without the link's query. */
export const siteOf = (link: string): string => {
  const url = new URL(link);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
};
