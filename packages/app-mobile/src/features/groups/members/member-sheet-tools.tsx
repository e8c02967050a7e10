// The member list as a spreadsheet (issue 29): the list as narrowed now, exported as a CSV the server
// signs for a few minutes — downloaded outside WeChat; inside WeChat, which saves no download, opened
// in the browser, copied or mailed (ui/keep-file.tsx) — and the way to import new members from a sheet
// (the import panel, for those who may add members).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MemberQuery, MemberSheetFile } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { FetchedFile } from '../../../ui/fetched-file';
import { useShell } from '../../../ui/shell-context';
import { useMayDoGroupTask } from '../use-group-task';
import { memberListHref } from './list-address';

/** A sheet fetched on a tap, then offered to keep: the filtered list, or the import template. */
export function SheetFile({ query, template, label, downloadLabel }: { readonly query?: MemberQuery; readonly template?: boolean; readonly label: string; readonly downloadLabel: (count: number) => string }) {
  const { client } = useShell();
  const { t } = useTranslation('groups');
  return (
    <FetchedFile
      fetchFile={() => getGroups(client).exportMemberSheet.execute(template ? { template: true } : { filter: query ?? {} })}
      label={label}
      preparingLabel={t('sheet.preparing')}
      downloadLabel={(sheet: MemberSheetFile) => downloadLabel(sheet.count)}
      className="fp-secondary"
    />
  );
}

export function MemberSheetTools({ query }: { readonly query: MemberQuery }) {
  const { t } = useTranslation('groups');
  const adds = useMayDoGroupTask('editMembers');
  return (
    <section className="fp-gp-sheet-tools" aria-labelledby="fp-gp-sheet-heading">
      <h2 id="fp-gp-sheet-heading" className="fp-subheading">
        {t('sheet.heading')}
      </h2>
      {/* Keyed by the filter: a file of another list is never offered for this one. */}
      <SheetFile key={JSON.stringify(query)} query={query} label={t('sheet.export')} downloadLabel={(count) => t('sheet.exportDownload', { count })} />
      {adds && (
        <Link href={memberListHref(query, { import: '1' })} className="fp-link">
          {t('sheet.import')}
        </Link>
      )}
    </section>
  );
}
