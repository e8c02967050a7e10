// The other features' parts of the login page (routes/login-page-parts.ts: the lead tool's count of
// leads waiting on the phone). Rendered only after the page is up and the browser idle, so the
// prerendered first paint and its hydration are the login alone, and nothing of theirs competes with it.
import { useEffect, useState } from 'react';
import { LOGIN_PAGE_PARTS } from '../../routes/login-page-parts';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

export function LoginPageParts() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <>
      {LOGIN_PAGE_PARTS.map(({ id, panel: Panel }) => (
        <Panel key={id} />
      ))}
    </>
  );
}
