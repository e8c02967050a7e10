/** Reads a multipart body (kept raw by body-parsers.ts) with the platform's own parser (no extra dependency). */
export async function readMultipart(contentType: string, body: unknown): Promise<FormData | undefined> {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    return await new Request('http://contract.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    return undefined;
  }
}
