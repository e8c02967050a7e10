import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusScreenHeading, screenHeading } from './route-focus';

// jsdom lays nothing out: a shown element is one with client rects.
const shown = (element: HTMLElement) => {
  element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  return element;
};

describe('focus on the new screen’s heading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the first shown h1 of a main, not one of a screen hidden while another loads', () => {
    document.body.innerHTML = '<main><h1 id="old">Old</h1></main><main><h1 id="new">New</h1></main>';
    shown(document.getElementById('new')!);
    expect(screenHeading()?.id).toBe('new');
  });

  it('focuses the heading without a tab stop once the screen shows it', async () => {
    const stop = focusScreenHeading(document.body, 1000);
    const { container } = render(
      <main>
        <h1>资料下载</h1>
      </main>,
    );
    const heading = shown(container.querySelector('h1')!);
    // The observer sees the heading appear.
    await act(async () => {
      heading.setAttribute('hidden', '');
      heading.removeAttribute('hidden');
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(heading.dataset.routeFocus).toBe('');
    stop();
  });

  it('leaves the focus on a control the new screen focused itself', () => {
    const { container } = render(
      <main>
        <h1>添加成员</h1>
        <input aria-label="姓名" />
      </main>,
    );
    shown(container.querySelector('h1')!);
    const field = container.querySelector('input')!;
    field.focus();
    focusScreenHeading(document.body, 1000)();
    expect(document.activeElement).toBe(field);
  });

  it('keeps a heading’s own tabindex', () => {
    const { container } = render(
      <main>
        <h1 tabIndex={0}>订单详情</h1>
      </main>,
    );
    const heading = shown(container.querySelector('h1')!);
    focusScreenHeading(document.body, 1000)();
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(0);
    expect(heading.dataset.routeFocus).toBeUndefined();
  });
});
