// /exhibitorSelfService/documentManagement/inviteCodePage?type=: the QR code, code and link by which the
// company's staff apply for a pass of this type themselves (design exhibitor.md §2.4): the app's staff
// link (exhInviteStaffCard, the company's link id and dept), as a picture WeChat saves by long-press and
// in the shared link box (copy; inside WeChat the page's share card); renewed, asked first, when it went
// further than it should (the old link and code stop at once).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffLinkQuery, type PassType, type StaffInviteCode } from '@fairpass/domain/exhibitor-people';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QrImage } from '../../../ui/qr-image';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { inviteCodeQuery, passTypesQuery } from '../exhibitor-people.queries';
import { usePassName } from '../pass-labels';
import { PeopleNav } from '../people-nav';
import { RenewStaffLink } from './renew-staff-link';
import '../../../ui/screen-blocks.css';

export default withServerState(InviteCodeScreen);

const HEADING_ID = 'fp-ep-invite-heading';

function InviteCodeScreen() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const type = useQueryParam('type') || 'exhibitor';
  const reads = combineReads(useQuery(passTypesQuery(client)), useQuery(inviteCodeQuery(client, type)));
  const nameOf = usePassName();
  return (
    <QueryView query={reads} heading={t('title.inviteCode')} headingId={HEADING_ID}>
      {([passes, code]) => {
        const pass = passes.types.find((p) => p.type === type);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/exhibitorSelfService/documentManagement/list" />
            <h1 id={HEADING_ID} className="fp-heading">{pass ? t('invite.heading', { name: nameOf(pass) }) : t('holders.unknownType')}</h1>
            {pass && <StaffLink pass={pass} code={code} />}
            <PeopleNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

function StaffLink({ pass, code }: { readonly pass: PassType; readonly code: StaffInviteCode }) {
  const { t } = useTranslation('exhibitor-people');
  const nameOf = usePassName();
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const query = staffLinkQuery({ exhibitionId: entry.exhibitionId ?? '', tenantId: entry.tenantId ?? '', ...(language === 'en' ? { languageType: 'en' as const } : {}) }, code.registerLinkId, code.deptId);
  const link = `${location.origin}${location.pathname}?${query}#/exhibitorSelfService/exhInviteStaff`;
  const name = nameOf(pass);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <p className="fp-note">{t('invite.intro', { name })}</p>
      <FormStatus message={notice} />
      <QrImage value={link} alt={t('invite.qr', { name })} size={240} margin={4} />
      <p className="fp-note">{t('invite.code', { code: code.code })}</p>
      <ShareLinkBox link={link} label={t('invite.link')} hint={t('invite.hint')} shareInWeChat weChatHint={t('invite.weChatHint')} />
      <RenewStaffLink type={pass.type} onRenewed={setNotice} />
    </>
  );
}
