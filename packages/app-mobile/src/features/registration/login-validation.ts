// Loaded on demand. The domain's validation classes bring class-validator (with validator.js) along,
// which the first screen a visitor opens must not carry: the login forms import this chunk when the
// visitor first sends a code or submits, and the login page warms it once it has painted.
export { ConsentInput, EmailLoginInput, PasswordLoginInput, SmsLoginInput, validateInput } from '@fairpass/domain';
