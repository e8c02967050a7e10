// The fields of an invoice header: personal or enterprise; an enterprise's taxpayer ID and the ordinary
// or special (专票) invoice, whose address, phone, bank and account become required; where the
// e-invoice goes. Shared by the header book and the application form.
import { useTranslation } from 'react-i18next';
import { RadioField } from '../../../ui/form/radio-field';
import { TextField } from '../../../ui/form/text-field';
import type { FieldBinding } from '../../../ui/form/use-form';

const BANK_FIELDS = [
  { name: 'companyAddress', autoComplete: 'street-address' },
  { name: 'telephone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'bankName', autoComplete: 'off' },
  { name: 'bankAccount', autoComplete: 'off', inputMode: 'numeric' },
] as const;

export function HeaderFields({ form, idPrefix }: { readonly form: FieldBinding; readonly idPrefix: string }) {
  const { t } = useTranslation('invoicing');
  const enterprise = form.values.kind === 'enterprise';
  const special = enterprise && form.values.invoiceType === 'special';
  const email = form.values.delivery !== 'mobile';
  return (
    <>
      <RadioField
        form={form}
        name="kind"
        id={`${idPrefix}-kind`}
        label={t('header.kind')}
        options={[
          { value: 'enterprise', label: t('header.enterprise') },
          { value: 'personal', label: t('header.personal') },
        ]}
      />
      {enterprise && (
        <RadioField
          form={form}
          name="invoiceType"
          id={`${idPrefix}-type`}
          label={t('header.invoiceType')}
          options={[
            { value: 'ordinary', label: t('header.ordinary') },
            { value: 'special', label: t('header.special') },
          ]}
        />
      )}
      <TextField form={form} name="title" id={`${idPrefix}-title`} label={t(enterprise ? 'header.companyTitle' : 'header.personalTitle')} maxLength={100} autoComplete={enterprise ? 'organization' : 'name'} mandatory />
      {enterprise && (
        <TextField
          form={form}
          name="taxNumber"
          id={`${idPrefix}-tax`}
          label={t('header.taxNumber')}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          mandatory
          aria-describedby={`${idPrefix}-tax-hint`}
        />
      )}
      {enterprise && (
        <p id={`${idPrefix}-tax-hint`} className="fp-note">
          {t('header.taxNumberHint')}
        </p>
      )}
      {enterprise &&
        BANK_FIELDS.map((field) => (
          <TextField
            key={field.name}
            form={form}
            name={field.name}
            id={`${idPrefix}-${field.name}`}
            label={special ? t(`header.${field.name}`) : t('header.optional', { field: t(`header.${field.name}`) })}
            maxLength={100}
            autoComplete={field.autoComplete}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            mandatory={special}
          />
        ))}
      <RadioField
        form={form}
        name="delivery"
        id={`${idPrefix}-delivery`}
        label={t('header.delivery')}
        options={[
          { value: 'email', label: t('header.byEmail') },
          { value: 'mobile', label: t('header.byMobile') },
        ]}
      />
      <TextField
        form={form}
        name="deliverTo"
        id={`${idPrefix}-deliver-to`}
        label={t(email ? 'header.email' : 'header.mobile')}
        type={email ? 'email' : 'tel'}
        inputMode={email ? 'email' : 'tel'}
        autoComplete={email ? 'email' : 'tel'}
        maxLength={email ? 100 : 11}
        mandatory
      />
    </>
  );
}
