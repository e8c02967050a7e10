// The domain's reading of a refused reply (the failures it knows by their text, the commerce codes), in a
// chunk of its own: fetched by the first refusal (refusal-error.ts), never by a screen the server answers.
export { errorFromResponse } from '@fairpass/domain';
