import { describe, expect, it } from 'vitest';
import { offlinePacksOf } from './offline-packs';
import { routeDepsOf } from './route-deps';

const chunk = (fileName: string, over: Partial<{ isEntry: boolean; facadeModuleId: string; moduleIds: string[]; imports: string[]; dynamicImports: string[]; css: string[] }> = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: over.isEntry ?? false,
  facadeModuleId: over.facadeModuleId ?? null,
  moduleIds: over.moduleIds ?? [],
  imports: over.imports ?? [],
  dynamicImports: over.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(over.css ?? []) },
});

const APP = '/app';
const bundle = [
  chunk('index.js', { isEntry: true, moduleIds: [`${APP}/src/app/main.ts`], imports: ['react.js'], dynamicImports: ['login.js', 'wallet.js', 'sw.js', 'leads-list.js'], css: ['index.css'] }),
  chunk('react.js', { moduleIds: ['/node_modules/react/index.js'] }),
  chunk('login.js', { facadeModuleId: `${APP}/src/features/registration/login-screen.tsx`, moduleIds: [`${APP}/src/features/registration/login-screen.tsx`], imports: ['form.js'], dynamicImports: ['checks.js'], css: ['login.css'] }),
  chunk('form.js', { moduleIds: [`${APP}/src/ui/form.tsx`] }),
  chunk('checks.js', { facadeModuleId: `${APP}/src/features/registration/login-validation.ts`, moduleIds: [`${APP}/src/features/registration/login-validation.ts`] }),
  chunk('sw.js', { facadeModuleId: `${APP}/src/app/service-worker.tsx`, moduleIds: [`${APP}/src/app/service-worker.tsx`] }),
  chunk('en.js', { moduleIds: [`${APP}/src/app/shell-texts/en.ts`] }),
  chunk('jump.js', { facadeModuleId: `${APP}/src/features/system/jump-screen.tsx`, moduleIds: [`${APP}/src/features/system/jump-screen.tsx`], imports: ['form.js'] }),
  chunk('wallet.js', { facadeModuleId: `${APP}/src/features/ticketing/wallet/wallet-screen.tsx`, moduleIds: [`${APP}/src/features/ticketing/wallet/wallet-screen.tsx`], imports: ['form.js', 'qr.js'], dynamicImports: ['ticketing-area.js'], css: ['wallet.css'] }),
  chunk('ticketing-area.js', { facadeModuleId: '/packages/sdk/src/ticketing/ticketing.area.ts', moduleIds: ['/packages/sdk/src/ticketing/ticketing.area.ts'], imports: ['inversify.js'], dynamicImports: ['area-errors.js'] }),
  chunk('qr.js', { moduleIds: ['/node_modules/qr/index.js'] }),
  chunk('leads-list.js', { facadeModuleId: `${APP}/src/features/leads/list-screen.tsx`, moduleIds: [`${APP}/src/features/leads/list-screen.tsx`], imports: ['book.js'], dynamicImports: ['gift.js'] }),
  chunk('book.js', { moduleIds: [`${APP}/src/features/leads/book.ts`, '/packages/sdk/src/leads/index.ts'], dynamicImports: ['leads-area.js'] }),
  chunk('leads-area.js', { facadeModuleId: '/packages/sdk/src/leads/leads.area.ts', moduleIds: ['/packages/sdk/src/leads/leads.area.ts'], imports: ['inversify.js'], dynamicImports: ['area-errors.js'] }),
  chunk('inversify.js', { moduleIds: ['/node_modules/inversify/index.js'] }),
  chunk('gift.js', { facadeModuleId: `${APP}/src/features/gifting/give.tsx`, moduleIds: [`${APP}/src/features/gifting/give.tsx`], imports: ['qr.js'] }),
  chunk('area-errors.js', { moduleIds: ['/packages/domain/src/leads/leads-errors.ts', '/packages/domain/src/errors/all-area-errors.ts'], imports: ['react.js'] }),
];

describe("what the offline shell's worker downloads", () => {
  const { shell, packs } = offlinePacksOf(bundle, ['leads', 'ticketing'], 'src/features/registration/login-screen.tsx');

  it('precaches the shell only: the entry, the login with what it loads after its paint, the shell texts, the screen a login’s end lands on and the shell’s own on-demand code', () => {
    expect(shell).toEqual(['checks.js', 'en.js', 'form.js', 'index.css', 'index.js', 'jump.js', 'login.css', 'login.js', 'react.js', 'sw.js']);
  });

  it("gives each offline pack its feature's chunks and what they import, with the SDK area code and failure tables they fetch on demand, without the shell's files or another feature's screens", () => {
    expect(packs).toEqual({
      leads: ['area-errors.js', 'book.js', 'inversify.js', 'leads-area.js', 'leads-list.js'],
      ticketing: ['area-errors.js', 'inversify.js', 'qr.js', 'ticketing-area.js', 'wallet.css', 'wallet.js'],
    });
  });

  it('leaves a screen of no pack to be kept when it is opened', () => {
    expect([...shell, ...Object.values(packs).flat()]).not.toContain('gift.js');
  });
});

describe('the route preload map', () => {
  const screens = [
    { path: '/wallet/:id', screenFile: 'src/features/ticketing/wallet/wallet-screen.tsx' },
    { path: '/give', screenFile: 'src/features/gifting/give.tsx' },
    { path: '/gone', screenFile: 'src/features/gone/gone.tsx' },
  ];

  it("lists for each route its screen's chunk and what it imports beyond the entry, each file name once", () => {
    const map = routeDepsOf(bundle, screens, APP);
    const filesOf = (path: string) => map.routes[path]!.map((index) => map.files[index]);
    expect(filesOf('/wallet/:id')).toEqual(['form.js', 'qr.js', 'wallet.js']);
    expect(filesOf('/give')).toEqual(['gift.js', 'qr.js']);
    expect(map.files.filter((file) => file === 'qr.js')).toHaveLength(1);
    expect(map.routes['/gone']).toBeUndefined();
  });
});
