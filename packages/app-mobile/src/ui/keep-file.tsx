// A file to keep (issue 27) — the lead export, a material, an invoice, a session's calendar file, a
// group's entry codes — at the signed, short-lived address the server issued (no token or openid in it).
// Outside WeChat it is the download link, as before. WeChat's browser saves no download, so there the
// page never offers one nor says a file was saved: it offers to open the file in the browser (the link is
// copied, and the hint points to the "···" menu), to copy the link, and to send it to the visitor's
// e-mail (the server mails a fresh signed link and says where it went). An address off the app's
// allowlist is not offered at all.
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeRedirect } from '@fairpass/domain';
import { mailFileErrors, type MailedFile, type SignedFile } from '@fairpass/domain/files';
import { getFiles } from '@fairpass/sdk/files';
import { Form } from './form/form';
import { FormAlert } from './form/form-alert';
import { FormStatus } from './form/form-status';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';
import { useForm } from './form/use-form';
import { useShell } from './shell-context';
import { useAllowedOrigins } from './use-allowed-origins';
import { useSession } from './use-session';
import { settleWriteKey, writeKeyFor } from './write-key';
import './keep-file.css';

const INTENT = 'files.mail';

export interface KeepFileProps {
  readonly file: SignedFile;
  /** Outside WeChat: the download link's text. */
  readonly downloadLabel: string;
  /** Outside WeChat: open the file in a new tab (a PDF to read) instead of saving it. */
  readonly openInNewTab?: boolean;
}

export function KeepFile({ file, downloadLabel, openInNewTab = false }: KeepFileProps) {
  const { t } = useTranslation('common');
  const { client, environment } = useShell();
  const origins = useAllowedOrigins();
  // The SDK's own check of signed addresses: the API's origin or one on the redirect allowlist.
  const allowed = file.url !== '' && isSafeRedirect(file.url, [client.settings.apiBaseUrl, ...origins]);
  if (!allowed) return <p className="fp-failure">{t('keep.refusedAddress')}</p>;
  if (!environment.isWeChat) {
    return openInNewTab ? (
      <a href={file.url} className="fp-button-link" target="_blank" rel="noopener noreferrer" download={file.fileName}>
        {downloadLabel}
      </a>
    ) : (
      <a href={file.url} className="fp-button-link" download={file.fileName}>
        {downloadLabel}
      </a>
    );
  }
  return <KeepInWeChat file={file} />;
}

function KeepInWeChat({ file }: { readonly file: SignedFile }) {
  const { t } = useTranslation('common');
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
      setStatus(t('shareLink.copyByHand'));
      return false;
    }
  };
  return (
    <section className="fp-keep" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="fp-keep__heading">
        {t('keep.heading', { name: file.fileName })}
      </h2>
      <p className="fp-note">{t('keep.weChatIntro')}</p>
      <div className="fp-keep__actions">
        <Button
          block
          color="primary"
          onClick={() =>
            void copy().then((copied) => {
              setHint(true);
              if (copied) setStatus(t('keep.openCopied'));
            })
          }
        >
          {t('keep.openInBrowser')}
        </Button>
        {hint && <p className="fp-keep__menu-hint">{t('keep.menuHint')}</p>}
        <Button block fill="outline" onClick={() => void copy().then((copied) => copied && setStatus(t('keep.copied')))}>
          {t('keep.copyLink')}
        </Button>
      </div>
      <label htmlFor={`${id}-link`} className="fp-field__label">
        {file.expireTime ? t('keep.linkLabel', { time: file.expireTime }) : t('keep.link')}
      </label>
      <input id={`${id}-link`} className="fp-keep__link" readOnly value={file.url} onFocus={(event) => event.currentTarget.select()} />
      <FormStatus message={status} />
      <MailForm file={file} formId={`${id}-mail`} />
    </section>
  );
}

type MailValues = { readonly email: string };

function MailForm({ file, formId }: { readonly file: SignedFile; readonly formId: string }) {
  const { t } = useTranslation('common');
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
    onSuccess: (receipt) => setSent(t('keep.sent', { email: receipt.email, time: receipt.expireTime })),
  });
  return (
    <Form form={form} label={t('keep.send')} className="fp-form fp-keep__mail">
      <TextField form={form} name="email" id={`${formId}-email`} label={t('keep.email')} type="email" inputMode="email" autoComplete="email" mandatory />
      <FormAlert message={form.alert} />
      <FormStatus message={sent} />
      <SubmitButton pending={form.pending} label={t('keep.send')} pendingLabel={t('keep.sending')} />
    </Form>
  );
}
