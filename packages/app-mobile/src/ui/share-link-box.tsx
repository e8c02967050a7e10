// A link to pass on (a gift's claim link, a group's join link, an invitation, the lead tool's login): the
// address in a read-only box, a button that copies it and says so, and with `shareInWeChat`, inside WeChat
// the page registers it as the share card so "send to a friend" sends it. The label and hints are the caller's.
import { Button } from './button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from './form/form-status';
import { useShell } from './shell-context';
import './share-link-box.css';

export interface ShareLinkBoxProps {
  readonly link: string;
  readonly label: string;
  /** Under the button; inside WeChat with `shareInWeChat`, `weChatHint` (the "…" menu) instead. */
  readonly hint: string;
  readonly shareInWeChat?: boolean;
  readonly weChatHint?: string;
}

export function ShareLinkBox({ link, label, hint, shareInWeChat = false, weChatHint = hint }: ShareLinkBoxProps) {
  const { t } = useTranslation('common');
  const { client, environment } = useShell();
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const shares = shareInWeChat && environment.isWeChat;
  useEffect(() => {
    // The card's texts are the exhibition's share texts; only the address is this link.
    if (shares) void client.setupShare.execute({ link, pageUrl: location.href });
  }, [client, shares, link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('shareLink.copied'));
    } catch {
      // Without clipboard access the box's text is selected for a long-press copy.
      document.getElementById(id)?.focus();
      setStatus(t('shareLink.copyByHand'));
    }
  };
  return (
    <section className="fp-share-link" aria-label={label}>
      <label htmlFor={id} className="fp-field__label">
        {label}
      </label>
      <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Button block color="primary" className="fp-action" onClick={() => void copy()}>
        {t('shareLink.copy')}
      </Button>
      <p className="fp-note">{shares ? weChatHint : hint}</p>
      <FormStatus message={status} />
    </section>
  );
}
