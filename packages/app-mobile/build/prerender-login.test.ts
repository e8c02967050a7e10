import { describe, expect, it } from 'vitest';
import { firstPaintScript, withPrerenderedLogin } from './prerender-login';

const login = { zh: '<main class="fp-page"><h1>登录 / 注册</h1></main>', en: '<main class="fp-page"><h1>Log in / Sign up</h1></main>', englishTitle: 'Registration "System"' };

const html =
  '<head><script type="module" crossorigin src="./assets/index.js"></script></head><body>\n<div id="root"><div class="fp-boot" role="status">加载中</div></div>\n</body>';

describe('the login markup written into index.html', () => {
  it('fills the root, keeps the loading line in a template and adds the first-paint script after the root', () => {
    const page = withPrerenderedLogin(html, login);
    expect(page).toContain('<div id="root" data-fp-prerendered data-fp-static><main class="fp-page"><h1>登录 / 注册</h1></main></div>');
    expect(page).toContain('<template id="fp-boot-loading"><div class="fp-boot" role="status">加载中</div></template>');
    expect(page.indexOf(firstPaintScript())).toBeGreaterThan(page.indexOf('</template>'));
  });

  it('keeps the English login in a template, with the English title, for the first-paint script to put in on an English visit', () => {
    const page = withPrerenderedLogin(html, login);
    expect(page).toContain('<template id="fp-login-en" data-title="Registration &quot;System&quot;"><main class="fp-page"><h1>Log in / Sign up</h1></main></template>');
    expect(page.indexOf(firstPaintScript())).toBeGreaterThan(page.indexOf('fp-login-en'));
    expect(firstPaintScript()).toContain("p.language==='en'");
  });

  it("keeps the app's scripts in a template that the first-paint script starts, after the login has painted", () => {
    const withPreload = html.replace('</head>', '<link rel="modulepreload" crossorigin href="./assets/login.js"></head>');
    const page = withPrerenderedLogin(withPreload, login);
    expect(page).toContain('<head></head>');
    expect(page).toContain(
      '<template id="fp-boot-scripts"><script type="module" crossorigin src="./assets/index.js"></script><link rel="modulepreload" crossorigin href="./assets/login.js"></template>',
    );
    expect(firstPaintScript()).toContain('first-contentful-paint');
  });

  it('refuses a page without the entry script it starts', () => {
    expect(() => withPrerenderedLogin('<body><div id="root"></div>\n</body>', login)).toThrow(/no entry script/);
  });

  it('refuses a page without the root it fills', () => {
    expect(() => withPrerenderedLogin('<body></body>', login)).toThrow(/no <div id="root">/);
  });
});
