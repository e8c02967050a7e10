// One member in the list: a tick box named by the member (for the leader's bulk actions), the name, masked
// mobile, team and review state, and the ways to their details and, until approved, to edit them.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, maskPhone } from '@fairpass/domain';
import { canEditMember, type GroupMember } from '@fairpass/domain/groups';
import { ReviewBadge } from '../review-badge';

export interface MemberRowProps {
  readonly member: GroupMember;
  readonly chosen: boolean;
  /** Absent: no tick box (a sub-account, who has no bulk actions). */
  readonly onChoose?: ((memberId: string, on: boolean) => void) | undefined;
  /** Right after the tick box just ticked: the way to the bulk bar (a skip link, shown when focused). */
  readonly skipToBulk?: (() => void) | undefined;
}

export function MemberRow({ member, chosen, onChoose, skipToBulk }: MemberRowProps) {
  const { t } = useTranslation('groups');
  const boxId = `fp-gp-choose-${member.memberId}`;
  return (
    <li className="fp-item fp-gp-member" data-member={member.memberId}>
      {onChoose && (
        <input
          id={boxId}
          type="checkbox"
          className="fp-gp-member__box"
          checked={chosen}
          aria-label={t('members.choose', { name: member.name })}
          onChange={(event) => onChoose(member.memberId, event.target.checked)}
        />
      )}
      {skipToBulk && (
        <button type="button" className="fp-link fp-gp-skip" onClick={skipToBulk}>
          {t('members.skipToBulk')}
        </button>
      )}
      <div className="fp-gp-member__body">
        <div className="fp-item__head">
          <h3 className="fp-item__name">{member.name}</h3>
          <ReviewBadge state={member.reviewState} />
        </div>
        <ul className="fp-item__facts">
          <li>{maskPhone(member.phone)}</li>
          <li>{t('members.team', { team: member.teamName })}</li>
        </ul>
        <div className="fp-gp-member__links">
          <Link href={hrefOf('/groupManagement/detail', undefined, { id: member.memberId })} className="fp-link" aria-label={t('members.details', { name: member.name })}>
            {t('members.detailsShort')}
          </Link>
          {canEditMember(member) && (
            <Link href={hrefOf('/groupManagement/operateList', undefined, { edit: member.memberId })} className="fp-link" aria-label={t('members.editOne', { name: member.name })}>
              {t('members.editShort')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
