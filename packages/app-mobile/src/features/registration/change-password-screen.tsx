// /changePassword (logged in): the current password and the new one twice (domain rules: strength and
// match; the current one is checked by the server).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeInput, validateInput } from '@fairpass/domain';
import { useForm } from '../../ui/form/use-form';
import { useUseCase } from '../../ui/use-use-case';
import { PasswordFormFrame } from './password-form-frame';
import { RegistrationField } from './registration-field';
import './login.css';

export default function ChangePasswordScreen() {
  const { t } = useTranslation('registration');
  const updatePassword = useUseCase((u) => u.updatePassword);
  const [done, setDone] = useState(false);

  const form = useForm({
    initial: { oldPassword: '', newPassword: '', newPassword1: '' },
    validate: (values) => validateInput(PasswordChangeInput, values),
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
    <PasswordFormFrame name="change-password" texts="change" back="/user-center" form={form} status={done ? t('change.done') : null}>
      <RegistrationField form={form} formName="change-password" name="oldPassword" type="password" autoComplete="current-password" />
    </PasswordFormFrame>
  );
}
