import { screen } from '@testing-library/react';
import { DomainError } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test/render-shell';
import { useFailureMessage } from './use-failure-message';

function Probe({ error }: { readonly error: DomainError }) {
  return <p data-testid="failure">{useFailureMessage()(error)}</p>;
}

async function shown(language: 'cn' | 'en', error: DomainError): Promise<string> {
  await renderShell(<Probe error={error} />, { language });
  return (await screen.findByTestId('failure')).textContent ?? '';
}

describe('a failure in the page language', () => {
  it("shows the server's own words when they read in the page language", async () => {
    expect(await shown('cn', new DomainError('SERVER.FAILURE', '名片仅支持 jpg、png 格式'))).toBe('名片仅支持 jpg、png 格式');
  });

  it("shows English server words on an English page", async () => {
    expect(await shown('en', new DomainError('SERVER.SILENT', 'Card must be jpg or png'))).toBe('Card must be jpg or png');
  });

  it('never puts a Chinese server text into an English page', async () => {
    expect(await shown('en', new DomainError('SERVER.FAILURE', '服务器异常'))).toBe('The server could not complete the request');
  });

  it('never puts an English server text into a Chinese page', async () => {
    expect(await shown('cn', new DomainError('SERVER.FAILURE', 'Internal error'))).not.toContain('Internal error');
  });

  it('translates every other failure from its code', async () => {
    expect(await shown('en', new DomainError('AUTH.CODE_INVALID', 'Verification code error'))).not.toContain('Verification code error');
  });
});
