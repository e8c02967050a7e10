// The privacy agreement and initiative letter ticks every login form requires (spec §5), each with its
// translated error under it.
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/form/checkbox-field';
import type { FieldBinding } from '../../ui/form/use-form';

export const CONSENTS = ['privacyAccepted', 'initiativeAccepted'] as const;
export type Consent = (typeof CONSENTS)[number];
export type ConsentValues = Readonly<Record<Consent, boolean>>;

export const NO_CONSENT: ConsentValues = { privacyAccepted: false, initiativeAccepted: false };

const LABEL_KEYS = {
  privacyAccepted: 'consent.privacy',
  initiativeAccepted: 'consent.initiative',
} as const satisfies Readonly<Record<Consent, string>>;

export function LoginConsents({ form }: { readonly form: FieldBinding }) {
  const { t } = useTranslation('registration');
  return (
    <div className="fp-consents">
      {CONSENTS.map((consent) => (
        <CheckboxField key={consent} form={form} name={consent} id={`login-${consent}`} label={t(LABEL_KEYS[consent])} />
      ))}
    </div>
  );
}
