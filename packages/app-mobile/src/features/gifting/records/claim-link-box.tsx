// A gift's claim link to pass on: the address in a read-only box, a button that copies it (saying so),
// and inside WeChat the page registers it as the share card, so "share to a friend" sends the gift.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../../ui/form/form-status';
import { useShell } from '../../../ui/shell-context';

export function ClaimLinkBox({ link }: { readonly link: string }) {
  const { t } = useTranslation('gifting');
  const { client, environment } = useShell();
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    // The share card's texts are the exhibition's (placeholders filled as text with the giver's name).
    if (environment.isWeChat) void client.setupShare.execute({ link });
  }, [client, environment.isWeChat, link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('detail.copied'));
    } catch {
      // Without clipboard access the box's text is selected for a long-press copy.
      document.getElementById('fp-gift-link')?.focus();
      setStatus(t('detail.copyByHand'));
    }
  };
  return (
    <section className="fp-gift-link" aria-labelledby="fp-gift-link-label">
      <label id="fp-gift-link-label" htmlFor="fp-gift-link" className="fp-field__label">
        {t('detail.link')}
      </label>
      <input id="fp-gift-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Button block color="primary" onClick={() => void copy()}>
        {t('detail.copy')}
      </Button>
      <p className="fp-note">{t(environment.isWeChat ? 'detail.shareWeChat' : 'detail.shareHint')}</p>
      <FormStatus message={status} />
    </section>
  );
}
