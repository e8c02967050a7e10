import { describe, expect, it, vi } from 'vitest';
import { refusalError } from './refusal-error';

// The reading's chunk cannot be fetched (offline, or a deploy replaced the files).
vi.mock('./refusal.on-demand', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a refusal whose reading cannot be fetched', () => {
  it('is still AUTH.UNAUTHORIZED when it is a 401, so the session ends', async () => {
    const error = await refusalError({ kind: 'unauthorized', code: 401, message: '令牌已过期', data: null }, 401);

    expect(error.code).toBe('AUTH.UNAUTHORIZED');
    expect(error.status).toBe(401);
  });

  it('keeps the kind, the server text and its code otherwise', async () => {
    const error = await refusalError({ kind: 'silent', code: 400, message: 'Verification code error', data: null }, 400);

    expect(error.code).toBe('SERVER.SILENT');
    expect(error.detail).toBe('Verification code error');
    expect(error.backendCode).toBe(400);
  });
});
