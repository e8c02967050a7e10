// Inside WeChat, the ways to keep a file (ui/keep-file.tsx): open it in the browser (the link is copied
// and the hint points to the "···" menu), copy the link, or have the server mail a fresh signed link to
// the visitor's e-mail (known from the account, changeable). It never says a file was saved.
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailFileErrors, type MailedFile, type SignedFile } from '@fairpass/domain/files';
import { getFiles } from '@fairpass/sdk/files';
import { Form } from './form/form';
import { FormAlert } from './form/form-alert';
import { FormStatus } from './form/form-status';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';
import { useForm } from './form/use-form';
import { useShell } from './shell-context';
import { useSession } from './use-session';
import { settleWriteKey, writeKeyFor } from './write-key';
import './keep-file.css';

const INTENT = 'files.mail';

export default function KeepInWeChat({ file }: { readonly file: SignedFile }) {
  const { t } = useTranslation('keep');
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const [hint, setHint] = useState(false);
  const copy = async (): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(file.url);
      return true;
    } catch {
      // Without clipboard access the box's text is selected for a long-press copy.
      document.getElementById(`${id}-link`)?.focus();
      setStatus(t('copyByHand'));
      return false;
    }
  };
  return (
    <section className="fp-keep" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="fp-keep__heading">
        {t('heading', { name: file.fileName })}
      </h2>
      <p className="fp-note">{t('weChatIntro')}</p>
      <div className="fp-keep__actions">
        <Button
          block
          color="primary"
          onClick={() =>
            void copy().then((copied) => {
              setHint(true);
              if (copied) setStatus(t('openCopied'));
            })
          }
        >
          {t('openInBrowser')}
        </Button>
        {hint && <p className="fp-keep__menu-hint">{t('menuHint')}</p>}
        <Button block fill="outline" onClick={() => void copy().then((copied) => copied && setStatus(t('copied')))}>
          {t('copyLink')}
        </Button>
      </div>
      <label htmlFor={`${id}-link`} className="fp-field__label">
        {file.expireTime ? t('linkLabel', { time: file.expireTime }) : t('link')}
      </label>
      <input id={`${id}-link`} className="fp-keep__link" readOnly value={file.url} onFocus={(event) => event.currentTarget.select()} />
      <FormStatus message={status} />
      <MailForm file={file} formId={`${id}-mail`} />
    </section>
  );
}

type MailValues = { readonly email: string };

function MailForm({ file, formId }: { readonly file: SignedFile; readonly formId: string }) {
  const { t } = useTranslation('keep');
  const { client } = useShell();
  const known = useSession((s) => s.user?.email ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<MailValues, MailedFile>({
    initial: { email: known },
    validate: (values) => mailFileErrors(values),
    send: ({ email }, signal) => {
      setSent(null);
      const input = { url: file.url, email: email.trim() };
      return getFiles(client)
        .mailFile.execute(input, { idempotencyKey: writeKeyFor(INTENT, input), signal })
        .then((result) => settleWriteKey(INTENT, result));
    },
    onSuccess: (receipt) => setSent(t('sent', { email: receipt.email, time: receipt.expireTime })),
  });
  return (
    <Form form={form} label={t('send')} className="fp-form fp-keep__mail">
      <TextField form={form} name="email" id={`${formId}-email`} label={t('email')} type="email" inputMode="email" autoComplete="email" mandatory />
      <FormAlert message={form.alert} />
      <FormStatus message={sent} />
      <SubmitButton pending={form.pending} label={t('send')} pendingLabel={t('sending')} />
    </Form>
  );
}
