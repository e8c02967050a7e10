// The certification screen of the company's admin (design exhibitor.md §2.1: "as the company's admin:
// see the code as text and QR, to hand to colleagues, and renew it"): which company the login belongs to,
// the code as text and as a picture WeChat saves or forwards by long-press, what colleagues do with it,
// and renewing it, asked first. Only the admin's profile (profile.admin) leads here; the server refuses
// anyone else the code.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QrImage } from '../../../ui/qr-image';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { certificationCodeQuery } from '../exhibitor.queries';
import { RenewCertificationCode } from './renew-certification-code';

export interface CompanyCodePageProps {
  readonly heading: string;
  readonly headingId: string;
  /** Which company the login belongs to and the way on, with the code's part between them. */
  readonly bound: (code: ReactNode) => ReactNode;
}

export function CompanyCodePage({ heading, headingId, bound }: CompanyCodePageProps) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const read = useQuery(certificationCodeQuery(client));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <QueryView query={read} heading={heading} headingId={headingId}>
      {({ code, deptId }) => (
        <Page labelledBy={headingId}>
          <BackButton fallback="/user-center" />
          <h1 id={headingId} className="fp-heading">{heading}</h1>
          {bound(
            <>
              <p className="fp-note">{t('code.adminIntro')}</p>
              <FormStatus message={notice} />
              <p className="fp-subheading" data-testid="certification-code">{t('code.shown', { code })}</p>
              <QrImage value={code} alt={t('code.qr', { code })} size={200} margin={4} />
              <RenewCertificationCode code={code} deptId={deptId} onRenewed={setNotice} />
            </>,
          )}
        </Page>
      )}
    </QueryView>
  );
}
