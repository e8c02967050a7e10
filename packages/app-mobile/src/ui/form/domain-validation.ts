// Loaded on demand (domain-validation.loader.ts). The domain's input classes bring class-validator (with
// validator.js) along, which no screen may carry in its first load: the forms import this chunk when
// first checked, and the screens warm it once they have painted.
export {
  ConsentInput,
  EmailLoginInput,
  PasswordChangeInput,
  PasswordLoginInput,
  PasswordResetInput,
  SmsLoginInput,
  validateInput,
} from '@fairpass/domain';
