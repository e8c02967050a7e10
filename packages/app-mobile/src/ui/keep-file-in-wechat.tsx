// Inside WeChat, the ways to keep a file (ui/keep-file.tsx): open it in the browser (the link is copied
// and the hint points to the "···" menu), open a PDF right here (WeChat shows it on iPhones), copy the
// link, or have the server mail a fresh signed link to the visitor's e-mail (the file's own, e.g. an
// invoice's, else the account's; changeable). With `renew` each of them uses an address signed just now,
// and a mail the server refuses because the address ran out (FILE.LINK_EXPIRED) is sent again with a
// fresh one (issue 28). It never says a file was saved.
import { Button } from './button';
import { useId, useRef, useState } from 'react';
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
/** How long an address signed anew is used again before another is asked for (the server's last ten minutes). */
const RENEWED_FOR_MS = 60_000;

export interface KeepInWeChatProps {
  readonly file: SignedFile;
  /** The same file at an address signed just now (null when it could not be had). */
  readonly renew?: () => Promise<SignedFile | null>;
  /** The e-mail the mail form starts with; default the account's. */
  readonly email?: string;
  /** Offer to open the file here, in WeChat's own viewer (a PDF). */
  readonly openHere?: boolean;
}

export default function KeepInWeChat({ file: given, renew, email, openHere = false }: KeepInWeChatProps) {
  const { t } = useTranslation('keep');
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const [hint, setHint] = useState(false);
  const [file, setFile] = useState(given);
  const latest = useRef(given);
  const renewedAt = useRef(0);
  /**
   * The file at an address signed just now when the screen can ask for one (one signed in the last
   * minute will do: "open" then "copy" give the same link), else as it is.
   */
  const fresh = async (): Promise<SignedFile> => {
    if (!renew || Date.now() - renewedAt.current < RENEWED_FOR_MS) return latest.current;
    const renewed = await renew();
    if (renewed) {
      latest.current = renewed;
      renewedAt.current = Date.now();
      setFile(renewed);
    }
    return latest.current;
  };
  const copy = async (): Promise<boolean> => {
    const { url } = await fresh();
    try {
      await navigator.clipboard.writeText(url);
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
        {openHere && (
          <Button block fill="outline" onClick={() => void fresh().then(({ url }) => window.location.assign(url))}>
            {t('openHere')}
          </Button>
        )}
        <Button block fill="outline" onClick={() => void copy().then((copied) => copied && setStatus(t('copied')))}>
          {t('copyLink')}
        </Button>
      </div>
      <label htmlFor={`${id}-link`} className="fp-field__label">
        {file.expireTime ? t('linkLabel', { time: file.expireTime }) : t('link')}
      </label>
      <input id={`${id}-link`} className="fp-keep__link" readOnly value={file.url} onFocus={(event) => event.currentTarget.select()} />
      <FormStatus message={status} />
      <MailForm file={file} formId={`${id}-mail`} fresh={renew ? fresh : undefined} email={email} />
    </section>
  );
}

type MailValues = { readonly email: string };

interface MailFormProps {
  readonly file: SignedFile;
  readonly formId: string;
  /** The file at an address signed just now, for a mail the server refused because the address ran out. */
  readonly fresh?: () => Promise<SignedFile>;
  readonly email?: string;
}

function MailForm({ file, formId, fresh, email: given }: MailFormProps) {
  const { t } = useTranslation('keep');
  const { client } = useShell();
  const known = useSession((s) => s.user?.email ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<MailValues, MailedFile>({
    initial: { email: given || known },
    validate: (values) => mailFileErrors(values),
    send: async ({ email }, signal) => {
      setSent(null);
      const mail = (url: string) => {
        const input = { url, email: email.trim() };
        return getFiles(client)
          .mailFile.execute(input, { idempotencyKey: writeKeyFor(INTENT, input), signal })
          .then((result) => settleWriteKey(INTENT, result));
      };
      const first = await mail(file.url);
      if (first.ok || first.error.code !== 'FILE.LINK_EXPIRED' || !fresh) return first;
      return mail((await fresh()).url);
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
