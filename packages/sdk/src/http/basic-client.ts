/** The OAuth client the backend knows this front end by (BladeX `client_id:client_secret`). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** `Authorization` header value for the client; works in browsers and Node without Buffer. */
export function basicAuthorization({ clientId, clientSecret }: ClientCredentials): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
