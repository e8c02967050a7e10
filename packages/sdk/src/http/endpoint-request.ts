import type { EndpointSpec } from './endpoint';
import type { HttpRequest } from './http-transport';

/**
 * The request one endpoint call sends: reads carry their input in the query, the token endpoint as a
 * form, other writes as JSON. Shared by the API caller and the boot prefetch, so a primed read is the
 * very request the caller would have sent.
 */
export function endpointRequest(
  spec: EndpointSpec,
  input: unknown,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): HttpRequest {
  const inQuery = spec.method === 'GET';
  return {
    method: spec.method,
    path: spec.path,
    query: inQuery ? (input as HttpRequest['query']) : undefined,
    body: inQuery ? undefined : spec.formInput ? formBody(input) : input,
    headers,
    timeoutMs,
  };
}

/** A form body from defined values only (an absent optional parameter is not sent as "undefined"). */
function formBody(input: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
