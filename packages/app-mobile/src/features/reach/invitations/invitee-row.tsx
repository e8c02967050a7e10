// One person the user invited: the name (as typed for a send, masked for a registrant), how, to where,
// when, and where their registration stands.
import { useTranslation } from 'react-i18next';
import type { Invitee, InviteeState } from '@fairpass/domain/reach';
import { clockText } from '../../../ui/clock-time';

const TONE: Readonly<Record<InviteeState, string>> = {
  sent: 'fp-badge',
  incomplete: 'fp-badge',
  reviewing: 'fp-badge',
  approved: 'fp-badge fp-badge--on',
  rejected: 'fp-badge fp-badge--off',
};

export function InviteeRow({ invitee }: { readonly invitee: Invitee }) {
  const { t } = useTranslation('reach');
  const nameId = `fp-reach-invitee-${invitee.id}`;
  return (
    <article className="fp-item" aria-labelledby={nameId}>
      <div className="fp-item__head">
        <h3 id={nameId} className="fp-item__name">
          {invitee.name}
        </h3>
        <span className={TONE[invitee.state]}>{t(`state.${invitee.state}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t(`way.${invitee.inviteType}`)}</li>
        {invitee.recipient && <li>{invitee.recipient}</li>}
        {invitee.registerTime ? <li>{t('invitations.registeredAt', { time: clockText(invitee.registerTime) })}</li> : <li>{t('invitations.sentAt', { time: clockText(invitee.createTime) })}</li>}
      </ul>
    </article>
  );
}
