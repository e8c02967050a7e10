// A link to pass on: the address in a read-only box, a button that copies it (saying so), and, when
// `shareInWeChat`, inside WeChat the page registers it as the share card so "send to a friend" sends it.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../ui/form/form-status';
import { useShell } from '../../ui/shell-context';

export interface LinkBoxProps {
  readonly link: string;
  readonly label: string;
  readonly shareInWeChat?: boolean;
}

export function LinkBox({ link, label, shareInWeChat = false }: LinkBoxProps) {
  const { t } = useTranslation('reach');
  const { client, environment } = useShell();
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const shares = shareInWeChat && environment.isWeChat;
  useEffect(() => {
    // The card's texts are the exhibition's share texts (placeholders filled as text with the user's name).
    if (shares) void client.setupShare.execute({ link });
  }, [client, shares, link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('link.copied'));
    } catch {
      // Without clipboard access the box's text is selected for a long-press copy.
      document.getElementById(id)?.focus();
      setStatus(t('link.copyByHand'));
    }
  };
  return (
    <section className="fp-reach-link" aria-label={label}>
      <label htmlFor={id} className="fp-field__label">
        {label}
      </label>
      <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Button block color="primary" className="fp-action" onClick={() => void copy()}>
        {t('link.copy')}
      </Button>
      <p className="fp-note">{t(shares ? 'link.shareWeChat' : 'link.shareHint')}</p>
      <FormStatus message={status} />
    </section>
  );
}
