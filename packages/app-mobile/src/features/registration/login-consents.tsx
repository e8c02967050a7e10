// The privacy agreement and initiative letter ticks every login form requires (spec §5), each with its
// translated error under it.
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from 'react-i18next';

export const CONSENTS = ['privacyAccepted', 'initiativeAccepted'] as const;
export type Consent = (typeof CONSENTS)[number];
export type ConsentValues = Readonly<Record<Consent, boolean>>;

export const NO_CONSENT: ConsentValues = { privacyAccepted: false, initiativeAccepted: false };

const LABEL_KEYS: Readonly<Record<Consent, string>> = {
  privacyAccepted: 'consent.privacy',
  initiativeAccepted: 'consent.initiative',
};

export interface LoginConsentsProps {
  readonly values: ConsentValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (consent: Consent, checked: boolean) => void;
}

export function LoginConsents({ values, errors, onChange }: LoginConsentsProps) {
  const { t } = useTranslation('registration');
  return (
    <div className="fp-consents">
      {CONSENTS.map((consent) => (
        <div key={consent} className="fp-consent">
          <Checkbox checked={values[consent]} onChange={(checked) => onChange(consent, checked)}>
            {t(LABEL_KEYS[consent])}
          </Checkbox>
          {errors[consent] && (
            <p className="fp-login-field__error" role="alert">
              {errors[consent]}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
