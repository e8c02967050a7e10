// /groupManagement/printCode: every approved member's entry code on printable pages — one card per
// member (QR code, name, team, code), six to an A4 sheet with a page break after each (print-code.css),
// and a Print button calling window.print(). One team or the whole group can be printed (`?teamId=`, in
// the address); members not approved yet have no code and are listed apart with their state. The same
// cards come as one PDF the server makes (a signed, short-lived address, no token in it) to print on a
// computer: WeChat's browser cannot print, so there the PDF is the way, opened in the browser, copied or
// mailed (ui/keep-file.tsx), and no Print button is offered.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { printSelection, printSheets, type EntryCodeCard, type EntryCodesPdf, type GroupTeam, type UnprintableMember } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { FetchedFile } from '../../../ui/fetched-file';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { entryCodesQuery, groupQuery } from '../groups.queries';
import { ReviewBadge } from '../review-badge';
import '../../../ui/screen-blocks.css';
import '../groups.css';
import './print-code.css';

export default withServerState(PrintCodeScreen);

const HEADING_ID = 'fp-gp-print-heading';

function PrintCodeScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const teamId = new URLSearchParams(useSearch()).get('teamId') ?? '';
  const group = useQuery(groupQuery(client));
  return (
    <GroupQueryView query={group} heading={t('title.print')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <div className="fp-gp-noprint">
            <h1 id={HEADING_ID} className="fp-heading">{t('print.heading')}</h1>
            <p className="fp-note">{t('print.intro')}</p>
            <Scope teams={data?.teams ?? []} teamId={teamId} />
          </div>
          <Codes teamId={teamId} />
          <div className="fp-gp-noprint">
            <GroupsNav current="/groupManagement/printCode" />
          </div>
        </Page>
      )}
    </GroupQueryView>
  );
}

function Scope({ teams, teamId }: { readonly teams: readonly GroupTeam[]; readonly teamId: string }) {
  const { t } = useTranslation('groups');
  const choices = [{ teamId: '', name: t('print.allTeams') }, ...teams];
  return (
    <nav aria-label={t('print.scope')}>
      <ul className="fp-gp-scope">
        {choices.map((team) => (
          <li key={team.teamId || 'all'}>
            <Link href={team.teamId ? hrefOf('/groupManagement/printCode', undefined, { teamId: team.teamId }) : '/groupManagement/printCode'} aria-current={team.teamId === teamId ? 'page' : undefined}>
              {team.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Codes({ teamId }: { readonly teamId: string }) {
  const { t } = useTranslation('groups');
  const { client, environment } = useShell();
  const codes = useQuery(entryCodesQuery(client, teamId));
  return (
    <GroupQueryView query={codes} heading={t('print.heading')} headingId={`${HEADING_ID}-codes`}>
      {(data) => {
        const { cards, notPrintable } = printSelection(data);
        const sheets = printSheets(cards);
        return (
          <>
            <div className="fp-gp-noprint">
              <p className="fp-note" role="status">
                {cards.length > 0 ? t('print.count', { count: cards.length, pages: sheets.length }) : t('print.none')}
              </p>
              {cards.length > 0 && environment.isWeChat && <p className="fp-note">{t('print.weChatNote')}</p>}
              {cards.length > 0 && !environment.isWeChat && (
                <Button block color="primary" size="large" className="fp-action" onClick={() => window.print()}>
                  {t('print.print')}
                </Button>
              )}
              {cards.length > 0 && <CodesPdf key={teamId} teamId={teamId} primary={environment.isWeChat} />}
            </div>
            <div className="fp-gp-print">
              {sheets.map((sheet, index) => (
                <Sheet key={sheet[0]?.memberId ?? index} cards={sheet} page={index + 1} />
              ))}
            </div>
            {notPrintable.length > 0 && <Unprintable members={notPrintable} />}
          </>
        );
      }}
    </GroupQueryView>
  );
}

/** The cards as one PDF the server makes: asked for on a press, then offered to keep (download, or in WeChat open/copy/mail). */
function CodesPdf({ teamId, primary }: { readonly teamId: string; readonly primary: boolean }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  return (
    <FetchedFile
      fetchFile={() => getGroups(client).fetchEntryCodesPdf.execute({ teamId })}
      label={t('print.pdf')}
      preparingLabel={t('print.pdfPending')}
      downloadLabel={(pdf: EntryCodesPdf) => t('print.pdfDownload', { count: pdf.count })}
      className="fp-action"
      primary={primary}
      large
    />
  );
}

function Sheet({ cards, page }: { readonly cards: readonly EntryCodeCard[]; readonly page: number }) {
  const { t } = useTranslation('groups');
  return (
    <section className="fp-gp-sheet" aria-label={t('print.sheet', { page })}>
      <h2 className="fp-gp-sheet__title">{t('print.sheet', { page })}</h2>
      <ul className="fp-gp-sheet__cards">
        {cards.map((card) => (
          <li key={card.memberId} className="fp-gp-card" data-member={card.memberId}>
            <QRCodeSVG value={card.entryCode} size={120} marginSize={2} level="M" role="img" aria-label={t('print.codeLabel', { name: card.name })} />
            <p className="fp-gp-card__name">{card.name}</p>
            <p className="fp-gp-card__team">{card.teamName}</p>
            <p className="fp-gp-card__code">{card.entryCode}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Unprintable({ members }: { readonly members: readonly UnprintableMember[] }) {
  const { t } = useTranslation('groups');
  return (
    <section className="fp-gp-noprint" aria-labelledby="fp-gp-unprintable">
      <h2 id="fp-gp-unprintable" className="fp-subheading">
        {t('print.notPrintable', { count: members.length })}
      </h2>
      <p className="fp-gp-hint">{t('print.notPrintableNote')}</p>
      <ul className="fp-gp-unprintable">
        {members.map((member) => (
          <li key={member.memberId}>
            <span>
              {member.name} · {member.teamName}
            </span>
            <ReviewBadge state={member.reviewState} />
          </li>
        ))}
      </ul>
    </section>
  );
}
