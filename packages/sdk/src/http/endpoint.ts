/** How one endpoint is called. */
export interface EndpointSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /**
   * Input sent as an `x-www-form-urlencoded` body (the token endpoint). The backend reads these
   * parameters from the query or the form alike (Spring `@RequestParam`); the form keeps passwords,
   * codes and refresh tokens out of URLs, where proxies and access logs would keep them.
   */
  readonly formInput?: true;
  /** The body is bare (token endpoint), not the BladeX envelope. */
  readonly bare?: true;
  /** Write that must not happen twice: carries an `Idempotency-Key` and may be retried with it. */
  readonly idempotent?: true;
  /** Write that may run alongside itself (fire-and-forget logs), so the in-flight lock skips it. */
  readonly concurrent?: true;
  /** Multipart upload with the long upload time-out. */
  readonly upload?: true;
}

/**
 * One endpoint with the types of its input and of its reply's `data`. The types ride on a phantom
 * field, so each business area keeps its own catalogue and the API caller stays area-agnostic.
 */
export interface Endpoint<Input, Data> extends EndpointSpec {
  /** Never set at run time: carries the input and data types for `ApiClient.call`. */
  readonly __types?: { readonly input: Input; readonly data: Data };
  /**
   * Turns the reply's data into the domain's shape: the real backend writes "" / -1 / {} where a
   * value is absent, and the domain's types say which fields can be.
   */
  readonly normalise?: (data: Data) => Data;
}

/** Declares an endpoint of an area's catalogue: `endpoint<Input, Data>()({ method, path }, normalise?)`. */
export const endpoint =
  <Input, Data>() =>
  (spec: EndpointSpec, normalise?: (data: Data) => Data): Endpoint<Input, Data> =>
    normalise ? { ...spec, normalise } : spec;

/** The input type of an endpoint declared with {@link endpoint}. */
export type EndpointInput<E> = E extends Endpoint<infer I, unknown> ? I : never;
/** The reply `data` type of an endpoint declared with {@link endpoint}. */
export type EndpointData<E> = E extends Endpoint<unknown, infer D> ? D : never;
