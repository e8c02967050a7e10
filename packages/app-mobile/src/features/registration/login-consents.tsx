// The privacy agreement and initiative letter ticks every login form requires (spec §5), each with its
// translated error under it, and a link that opens the document's text (an article of the deployment's
// config). The link sits beside the tick, not inside its label, so the checkbox's name stays the whole
// sentence and a tap on the link never ticks the box; the form's draft brings back what was typed.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { CheckboxField } from '../../ui/form/checkbox-field';
import type { FieldBinding } from '../../ui/form/use-form';
import type { AgreementArticles } from '../../ui/runtime-config';
import { useShell } from '../../ui/shell-context';

export const CONSENTS = ['privacyAccepted', 'initiativeAccepted'] as const;
export type Consent = (typeof CONSENTS)[number];
export type ConsentValues = Readonly<Record<Consent, boolean>>;

export const NO_CONSENT: ConsentValues = { privacyAccepted: false, initiativeAccepted: false };

const DOCUMENTS = {
  privacyAccepted: { label: 'consent.privacy', read: 'consent.read.privacy', article: 'privacy' },
  initiativeAccepted: { label: 'consent.initiative', read: 'consent.read.initiative', article: 'initiative' },
} as const satisfies Readonly<Record<Consent, { label: string; read: string; article: keyof AgreementArticles }>>;

export function LoginConsents({ form }: { readonly form: FieldBinding }) {
  const { t } = useTranslation('registration');
  const { agreementArticles } = useShell().runtimeConfig;
  return (
    <div className="fp-consents">
      {CONSENTS.map((consent) => {
        const document = DOCUMENTS[consent];
        const articleId = agreementArticles[document.article];
        return (
          <div key={consent} className="fp-consent">
            <CheckboxField form={form} name={consent} id={`login-${consent}`} label={t(document.label)} />
            {articleId !== undefined && (
              <Link href={hrefOf('/contentPage/:id', { id: articleId })} className="fp-text-link fp-consent__read">
                {t(document.read)}
              </Link>
            )}
          </div>
        );
      })}
    </div>
  );
}
