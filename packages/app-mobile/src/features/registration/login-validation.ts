// Loaded on demand (login-validation.loader.ts). The domain's input classes bring class-validator (with
// validator.js) along, which the first screen a visitor opens must not carry: the login forms import
// this chunk when first checked, and the login page warms it once it has painted.
export { ConsentInput, EmailLoginInput, PasswordLoginInput, SmsLoginInput, validateInput } from '@fairpass/domain';
