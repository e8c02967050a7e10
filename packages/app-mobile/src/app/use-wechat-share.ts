// Spec §2: entering a route flagged `changeShare` (and /confirmation) inside WeChat re-registers the
// page for sharing through the SDK's share use case. Outside WeChat nothing is done at all.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { RouteEntry } from '../routes/route-entry';
import { findRoute } from '../routes/route-match';
import { useShell } from '../ui/shell-context';

export function sharesOn(path: string, routes: readonly RouteEntry[]): boolean {
  return findRoute(path, routes)?.changeShare === true;
}

export function useWeChatShare(routes: readonly RouteEntry[], currentUrl: () => string = () => location.href): void {
  const { client, environment } = useShell();
  const [path] = useLocation();
  const shares = environment.isWeChat && sharesOn(path, routes);
  useEffect(() => {
    if (!shares) return;
    // The SDK shares this page's clean link (the entry link's public parameters and the screen), never
    // the address as it stands. A failed share setup leaves WeChat's default share card (the address,
    // which holds no credential either: landing-url.ts); the visit itself goes on.
    void client.setupShare.execute({ pageUrl: currentUrl() });
  }, [shares, path, client, currentUrl]);
}
