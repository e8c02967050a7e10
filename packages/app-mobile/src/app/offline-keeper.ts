// Fills the worker's screens cache from the page (issue 33): the files this visit loaded before a worker
// was in control (the worker's runtime cache sees only what is fetched through it), and the files of each
// offline pack the visit asked for (the build's `offline-packs.json`). A file already kept is not fetched
// again; a file that cannot be fetched is left to the next visit.
import { nextTask, startInSlots } from '../ui/start-in-slots';
import { OFFLINE_PACKS_URL, SCREENS_CACHE } from './offline-caches';

/** Files whose keeping starts per task of the page: no one task starts them all, and all are on their way
 * within a few tasks (a lead tool taken offline seconds after it opened still has its screens). */
export const FILES_PER_TASK = 6;

interface PackList {
  readonly packs: Readonly<Record<string, readonly string[]>>;
}

export class OfflineKeeper {
  private readonly pending = new Set<Promise<void>>();
  private packList: Promise<PackList | undefined> | undefined;

  constructor(private readonly base: string = document.baseURI) {}

  /** The hashed files this page has loaded so far (the browser's resource timing). */
  keepLoaded(): Promise<void> {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\/assets\/(?!pdf)[^/]+$/.test(url.pathname))
      .map((url) => url.href);
    return this.track(this.keep(assets));
  }

  /** Every file of one offline pack. */
  keepPack(pack: string): Promise<void> {
    return this.track(this.filesOf(pack).then((urls) => this.keep(urls)));
  }

  /**
   * Every file of one offline pack into the browser's HTTP cache only, for a browser that refused the
   * worker: the open page still moves between the pack's screens with no network (their files carry a
   * content hash and are cached for good), and nothing goes into a Cache Storage no worker serves.
   */
  fetchPack(pack: string): Promise<void> {
    return this.track(this.filesOf(pack).then((urls) => this.inSlots(urls, async (url) => void (await fetch(url)))));
  }

  /** Resolves once everything asked for so far is kept (or has failed). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private packs(): Promise<PackList | undefined> {
    this.packList ??= fetch(new URL(OFFLINE_PACKS_URL, this.base))
      .then((reply) => (reply.ok ? (reply.json() as Promise<PackList>) : undefined))
      .catch(() => undefined);
    return this.packList;
  }

  private filesOf(pack: string): Promise<string[]> {
    return this.packs().then((list) => (list?.packs[pack] ?? []).map((file) => new URL(file, this.base).href));
  }

  private async keep(urls: readonly string[]): Promise<void> {
    if (!('caches' in window) || urls.length === 0) return;
    const cache = await caches.open(SCREENS_CACHE);
    await this.inSlots(urls, async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    });
  }

  /** Starts `work` on each url, a few per task of the page, and waits for all of it to settle. */
  private async inSlots(urls: readonly string[], work: (url: string) => Promise<void>): Promise<void> {
    await Promise.allSettled(await startInSlots(urls, FILES_PER_TASK, nextTask, work));
  }

  private track(work: Promise<void>): Promise<void> {
    const settled = work.catch(() => undefined).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
    return settled;
  }
}
