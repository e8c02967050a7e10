import { describe, expect, it } from 'vitest';
import { firstPaintScript, withPrerenderedLogin } from './prerender-login';

const html = '<body>\n<div id="root"><div class="fp-boot" role="status">加载中</div></div>\n<script type="module" src="./assets/index.js"></script></body>';

describe('the login markup written into index.html', () => {
  it('fills the root, keeps the loading line in a template and adds the first-paint script after the root', () => {
    const page = withPrerenderedLogin(html, '<main class="fp-page"><h1>登录 / 注册</h1></main>');
    expect(page).toContain('<div id="root" data-fp-prerendered data-fp-static><main class="fp-page"><h1>登录 / 注册</h1></main></div>');
    expect(page).toContain('<template id="fp-boot-loading"><div class="fp-boot" role="status">加载中</div></template>');
    expect(page.indexOf(firstPaintScript())).toBeGreaterThan(page.indexOf('</template>'));
    expect(page.indexOf(firstPaintScript())).toBeLessThan(page.indexOf('./assets/index.js'));
  });

  it('refuses a page without the root it fills', () => {
    expect(() => withPrerenderedLogin('<body></body>', '<main></main>')).toThrow(/no <div id="root">/);
  });
});
