// The login screen in index.html (issue 33): React renders src/app/prerender-login.tsx's tree at build
// time (through Vite's SSR loader, from the app's sources) into <div id="root">, so the screen paints with
// the HTML and main.ts hydrates it. The loading line moves into a <template>, and so does the English login;
// a small inline script right after the root, before the first paint, puts the English login in for an
// English visit, or the loading line back whenever the boot prefetch found that the login is not this
// visit's first screen (another screen, a login kept in the tab), and keeps a form from being sent by the
// browser itself while the markup has no script behind it yet.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, defaultServerConditions, type Plugin } from 'vite';
import { BOOT_PREFETCH_KEY } from '../src/app/boot-prefetch-handoff';
import { LOGIN_TARGET_ATTRIBUTE, PENDING_TAP_ATTRIBUTE, PRERENDERED_ATTRIBUTE, STATIC_ATTRIBUTE } from '../src/app/first-paint-login';
import { inlineScriptTag } from './inline-boot-script';

const ROOT = /<div id="root">([\s\S]*?)<\/div>\s*(?=<script|<\/body>)/;
/** The entry's module script, as Vite writes it. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const LOADING_TEMPLATE = 'fp-boot-loading';
const SCRIPTS_TEMPLATE = 'fp-boot-scripts';
/** The login in English; its data-title is the page's English title (common.defaultTitle). */
const ENGLISH_TEMPLATE = 'fp-login-en';
/** The entry's script and the module preloads Vite and build/preload-chunks.ts write into the head. */
const MODULE_TAGS = /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The inline script after the root (a classic script: it runs as soon as the root is parsed). Until React
 * takes the markup over, the browser sends no form, and a tap on a button is kept (its place among the
 * root's buttons) for main.ts to repeat once the screen is live (typed-before-hydration.ts).
 */
export const firstPaintScript = (): string =>
  `(function(){var r=document.getElementById('root');` +
  // The app's scripts (the entry and the chunks it needs at once, kept in a template) start after the
  // login's first paint, so the visitor sees the form while the browser fetches, compiles and runs the app
  // (issue 33); anywhere else at once.
  `var g,s=function(){if(g)return;g=1;var t=document.getElementById('${SCRIPTS_TEMPLATE}');if(!t)return;` +
  `[].forEach.call(t.content.querySelectorAll('link'),function(l){document.head.appendChild(l.cloneNode())});` +
  `var x=t.content.querySelector('script'),e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=x.getAttribute('src');document.body.appendChild(e)};` +
  `var w=window['${BOOT_PREFETCH_KEY}'];if(!w||!w.prerenderedLogin)s();else{` +
  // On the browser's first contentful paint (a task later); at the latest 1.5 s after the first frame (a
  // browser without paint timing, a tab in the background).
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(s)}).observe({type:'paint',buffered:true})}catch(x){}` +
  `requestAnimationFrame(function(){setTimeout(s,1500)})}` +
  `document.addEventListener('submit',function(e){if(r.hasAttribute('${STATIC_ATTRIBUTE}'))e.preventDefault()},true);` +
  `r.addEventListener('click',function(e){var b=r.hasAttribute('${STATIC_ATTRIBUTE}')&&e.target instanceof Element&&e.target.closest('button');` +
  `if(b){e.preventDefault();e.stopImmediatePropagation();r.setAttribute('${PENDING_TAP_ATTRIBUTE}',String([].indexOf.call(r.querySelectorAll('button'),b)))}},true);` +
  // An English visit gets the English login (main.ts hydrates it in English). A link to a screen behind the
  // login: the line that will name it is kept from the first paint.
  `var p=window['${BOOT_PREFETCH_KEY}'];if(p&&p.prerenderedLogin){if(p.language==='en'){var t=document.getElementById('${ENGLISH_TEMPLATE}');` +
  `r.innerHTML=t.innerHTML;document.documentElement.lang='en';document.title=t.getAttribute('data-title')}` +
  `if(p.loginNamesTarget)r.setAttribute('${LOGIN_TARGET_ATTRIBUTE}','');return}` +
  `r.removeAttribute('${PRERENDERED_ATTRIBUTE}');r.removeAttribute('${STATIC_ATTRIBUTE}');r.innerHTML=document.getElementById('${LOADING_TEMPLATE}').innerHTML})()`;

/** The login's markup in each language, and the page's English title. */
export interface LoginMarkup {
  readonly zh: string;
  readonly en: string;
  readonly englishTitle: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the Chinese login in its root, the English one and the loading line kept aside in templates, and the script. */
export function withPrerenderedLogin(html: string, login: LoginMarkup): string {
  const match = ROOT.exec(html);
  if (!match) throw new Error('prerender-login: index.html has no <div id="root">…</div> before its scripts');
  const loading = match[1]!;
  // The entry's script and the head's module preloads wait in a template for the first-paint script.
  const scripts = [...html.matchAll(MODULE_TAGS)].map(([tag]) => tag);
  if (!scripts.some((tag) => ENTRY.test(tag))) throw new Error("prerender-login: index.html has no entry script (<script type=\"module\" crossorigin src=…>)");
  const page = html.replace(MODULE_TAGS, '');
  return page.replace(
    ROOT,
    () =>
      `<div id="root" ${PRERENDERED_ATTRIBUTE} ${STATIC_ATTRIBUTE}>${login.zh}</div><template id="${LOADING_TEMPLATE}">${loading}</template>` +
      `<template id="${ENGLISH_TEMPLATE}" data-title="${escapeAttribute(login.englishTitle)}">${login.en}</template>` +
      `<template id="${SCRIPTS_TEMPLATE}">${scripts.join('')}</template><script>${inlineScriptTag(firstPaintScript())}</script>`,
  );
}

/** Renders the login screen in both languages with the app's sources (Node, Vite's SSR loader). */
async function renderLogin(root: string): Promise<LoginMarkup> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // The workspace packages from their TypeScript sources, as in the app's build; antd-mobile through
    // Vite too (its components import their stylesheets, which Node cannot).
    resolve: { conditions: ['source', 'es2015', ...defaultServerConditions] },
    ssr: { noExternal: ['antd-mobile'], resolve: { conditions: ['source', ...defaultServerConditions] } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLoginScreen } = (await server.ssrLoadModule('/src/app/prerender-login.tsx')) as typeof import('../src/app/prerender-login');
    const runtimeConfig = JSON.parse(readFileSync(resolve(root, 'public/config.json'), 'utf8')) as unknown;
    const englishTexts = JSON.parse(readFileSync(resolve(root, 'src/ui/texts/common/en.json'), 'utf8')) as { defaultTitle: string };
    return { zh: await renderLoginScreen(runtimeConfig, 'cn'), en: await renderLoginScreen(runtimeConfig, 'en'), englishTitle: englishTexts.defaultTitle };
  } finally {
    await server.close();
  }
}

export function prerenderLogin(): Plugin {
  let root = process.cwd();
  return {
    name: 'fairpass:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return withPrerenderedLogin(html, await renderLogin(root));
      },
    },
  };
}
