// Total blocking time as the page itself observes it on a slow phone: Chromium's CPU slowed 4× (the
// mobile preset's factor), the network at Lighthouse's slow 4G, a `longtask` observer installed before the
// page's own scripts, each load in a browser context of its own, and no DevTools runtime attached while it
// loads (only the Page, Network and Emulation domains).
//
// Why beside Lighthouse's figure: with the inspector's Runtime domain on (Lighthouse and Playwright turn it
// on), V8 records a detailed stack for every Error the page builds, and to give that stack its lines it
// re-parses each function whose code is on the stack. React DOM builds Errors at its top level, so under an
// inspector its whole module is re-parsed: ~210–280 ms at 4× on this machine (the entry's module was on that
// stack too until session 17), none of it without an inspector (docs/first-screen-speed.md, sessions 16–17).
// A phone in a hall has no inspector attached.
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import WebSocket from 'ws';

export interface ObservedTbt {
  /** Sum over the long tasks that start after first contentful paint of (duration − 50 ms). */
  readonly tbt: number;
  readonly firstContentfulPaint: number;
  /** Those tasks' durations, ms. */
  readonly longTasks: readonly number[];
}

// Lighthouse's mobile preset, applied (its `devtools` throttling) instead of simulated: its CPU factor and
// slow 4G, so the script arrives after the HTML has painted, as on a phone; its phone's screen.
const { cpuSlowdownMultiplier, requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G;
const kbpsInBytes = (kbps: number) => (kbps * 1024) / 8;
const SLOW_4G = { latency: requestLatencyMs, downloadThroughput: kbpsInBytes(downloadThroughputKbps), uploadThroughput: kbpsInBytes(uploadThroughputKbps) };
const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
/** After the login is React's, the visit's follow-up work (texts, worker, preload lists) still counts. */
const SETTLE_MS = 3000;
const TIMEOUT_MS = 30_000;

const OBSERVER = `window.__fpLongTasks=[];new PerformanceObserver((list)=>{for(const e of list.getEntries())window.__fpLongTasks.push([e.startTime,e.duration])}).observe({type:'longtask',buffered:true});`;
/** Done once the login shows and is React's (the build's markup is marked until it is hydrated). */
const READ = `JSON.stringify({done:!!document.querySelector('main.fp-page')&&!document.getElementById('root')?.hasAttribute('data-fp-prerendered'),fcp:performance.getEntriesByName('first-contentful-paint')[0]?.startTime,tasks:window.__fpLongTasks})`;

interface PageRead {
  readonly done: boolean;
  readonly fcp?: number;
  readonly tasks?: [number, number][];
}

/**
 * One load of `url` in a new tab of the Chromium listening for DevTools on `port`, in a browser context of
 * its own: a first visit, with no compiled code, cache or storage left by earlier loads (Lighthouse's too).
 */
export async function observeTbt(port: number, url: string): Promise<ObservedTbt> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const browser = await connect(webSocketDebuggerUrl);
  const { browserContextId } = (await browser.send('Target.createBrowserContext', { disposeOnDetach: true })) as { browserContextId: string };
  const { targetId } = (await browser.send('Target.createTarget', { url: 'about:blank', browserContextId })) as { targetId: string };
  const page = await connect(`ws://127.0.0.1:${port}/devtools/page/${targetId}`);
  try {
    const { send } = page;
    await send('Page.enable');
    // A tab in the background paints late or not at all: its first paint would come after the script.
    await send('Page.bringToFront');
    await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
    await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER });
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await send('Page.navigate', { url });
    // Runtime.evaluate without Runtime.enable: the page's errors are not recorded for an inspector.
    const readPage = async (): Promise<PageRead> => {
      const reply = (await send('Runtime.evaluate', { expression: READ, returnByValue: true })) as { result?: { value?: string } };
      return reply.result?.value ? (JSON.parse(reply.result.value) as PageRead) : { done: false };
    };
    const deadline = Date.now() + TIMEOUT_MS;
    while (!(await readPage()).done) {
      if (Date.now() > deadline) throw new Error(`observed TBT: the login at ${url} was not React's within ${TIMEOUT_MS / 1000} s`);
      await sleep(250);
    }
    await sleep(SETTLE_MS);
    const read = await readPage();
    const fcp = read.fcp ?? 0;
    const longTasks = (read.tasks ?? []).filter(([start]) => start >= fcp).map(([, duration]) => Math.round(duration));
    return { tbt: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), firstContentfulPaint: fcp, longTasks };
  } finally {
    page.close();
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    browser.close();
  }
}

interface Connection {
  send(method: string, params?: object): Promise<unknown>;
  close(): void;
}

async function connect(address: string): Promise<Connection> {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { send: commandsOver(socket), close: () => socket.close() };
}

function commandsOver(socket: WebSocket): (method: string, params?: object) => Promise<unknown> {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id!);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  return (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
