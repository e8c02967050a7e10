// The privacy agreement and initiative letter ticks every login form requires (spec §5). Their errors
// appear under each tick like any other field error.
import { Checkbox, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export const CONSENT_FIELDS = ['privacyAccepted', 'initiativeAccepted'] as const;

export function ConsentTicks() {
  const { t } = useTranslation('registration');
  return (
    <>
      <Form.Item name="privacyAccepted" valuePropName="checked" className="fp-consent">
        <Checkbox>{t('consent.privacy')}</Checkbox>
      </Form.Item>
      <Form.Item name="initiativeAccepted" valuePropName="checked" className="fp-consent">
        <Checkbox>{t('consent.initiative')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Unticked boxes arrive as undefined; the domain's rule wants an explicit boolean. */
export const consentValues = (values: Readonly<Record<string, unknown>>) => ({
  privacyAccepted: values.privacyAccepted === true,
  initiativeAccepted: values.initiativeAccepted === true,
});
