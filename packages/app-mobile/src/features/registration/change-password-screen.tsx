// /changePassword (logged in): the current password and the new one twice (domain rules: strength and
// match; the current one is checked by the server).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateBy, warmDomainValidation } from '../../ui/form/domain-validation.loader';
import { TextField } from '../../ui/form/text-field';
import { useForm } from '../../ui/form/use-form';
import { useUseCase } from '../../ui/use-use-case';
import { PasswordFormFrame } from './password-form-frame';
import './login.css';

export default function ChangePasswordScreen() {
  const { t } = useTranslation('registration');
  const updatePassword = useUseCase((u) => u.updatePassword);
  const [done, setDone] = useState(false);
  useEffect(warmDomainValidation, []);

  const form = useForm({
    initial: { oldPassword: '', newPassword: '', newPassword1: '' },
    validate: validateBy('PasswordChangeInput'),
    send: (values) => {
      setDone(false);
      return updatePassword.execute(values);
    },
    onSuccess: () => {
      // Changed: the passwords leave the screen; only the confirmation stays.
      form.reset();
      setDone(true);
    },
  });

  return (
    <PasswordFormFrame
      name="change-password"
      heading={t('change.heading')}
      submitLabel={t('change.submit')}
      form={form}
      status={done ? t('change.done') : null}
    >
      <TextField
        form={form}
        name="oldPassword"
        id="change-password-oldPassword"
        type="password"
        label={t('field.oldPassword')}
        placeholder={t('field.oldPasswordPlaceholder')}
        autoComplete="current-password"
      />
    </PasswordFormFrame>
  );
}
