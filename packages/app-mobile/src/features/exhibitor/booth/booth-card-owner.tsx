// What a logged-in member of the company sees under its own booth card (design exhibitor.md §2.2): the
// ways to edit what the card shows (catalogue entry, logo, products — each only where the organiser
// opened its module for this login) and the card's link to share: a QR code as a picture (WeChat saves
// it by long-press) and the link box (copy; inside WeChat the page's share card). The link carries the
// exhibition and the company only, never the member's login. Anyone else sees nothing of this, and only an
// exhibitor's login asks whose company it is: a visitor on this public page makes no request of their own
// (one whose session ended would otherwise be sent off the card by the 401).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { boothCardLinkQuery, boothCardPath, defaultModulesOf, moduleAllowed, type ExhibitorModule } from '@fairpass/domain/exhibitor';
import { landingOf } from '../../../ui/invitation-link';
import { QrImage } from '../../../ui/qr-image';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { profileQuery } from '../exhibitor.queries';

const EDITS = [
  { module: 'journal', to: '/exhibitorSelfService/information/info', label: 'booth.owner.editEntry' },
  { module: 'logo', to: '/user-center/exhibitorLogo', label: 'booth.owner.editLogo' },
  { module: 'products', to: '/exhibitorSelfService/productShow', label: 'booth.owner.editProducts' },
] as const satisfies readonly { module: ExhibitorModule; to: string; label: string }[];

export function BoothCardOwner({ deptId, name }: { readonly deptId: string; readonly name: string }) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const exhibitor = useSession((s) => s.token !== null && defaultModulesOf(s.user?.userExhibitionVO.registerType ?? '').length > 0);
  const profile = useQuery({ ...profileQuery(client), enabled: exhibitor });
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const member = profile.data;
  if (!exhibitor || !member || member.company?.deptId !== deptId || member.application.state !== 'approved') return null;
  const link = landingOf(boothCardLinkQuery({ exhibitionId: entry.exhibitionId ?? '', tenantId: entry.tenantId ?? '', ...(language === 'en' ? { languageType: 'en' as const } : {}) }), boothCardPath(deptId), location);
  const edits = EDITS.filter((edit) => moduleAllowed(member.permissions, edit.module));
  return (
    <section aria-labelledby="fp-ex-booth-owner" data-testid="booth-owner">
      <h2 id="fp-ex-booth-owner" className="fp-subheading">{t('booth.owner.heading')}</h2>
      {edits.length > 0 && (
        <nav className="fp-uc__links" aria-label={t('booth.owner.edits')}>
          {edits.map((edit) => (
            <Link key={edit.to} href={edit.to} className="fp-row-link">
              {t(edit.label)}
            </Link>
          ))}
        </nav>
      )}
      <QrImage value={link} alt={t('booth.owner.qr', { name })} size={200} margin={4} />
      <ShareLinkBox link={link} label={t('booth.owner.link')} hint={t('booth.owner.hint')} shareInWeChat weChatHint={t('booth.owner.weChatHint')} />
    </section>
  );
}
