// Serves the floor page (floor-page.ts) as the app is served: a contract server with a static folder,
// so the page goes out compressed and with the same kind of security headers as index.html. The
// folder is a temporary one, not dist/, which belongs to the build.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startContractServer } from '@fairpass/test-fixtures';
import { type FloorPage } from './floor-page';

export async function serveFloorPage(html: string, dist: string): Promise<FloorPage> {
  const dir = mkdtempSync(join(tmpdir(), 'fairpass-floor-'));
  try {
    // As index.html: the server reads the CSP's style hash from it when it starts.
    writeFileSync(join(dir, 'index.html'), html);
    // Anything the markup names under assets/ (an image, say) is there as it is for the app.
    symlinkSync(resolve(dist, 'assets'), join(dir, 'assets'));
    const server = await startContractServer({ port: 0, staticDir: dir });
    return {
      url: `${server.url}/`,
      close: async () => {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
