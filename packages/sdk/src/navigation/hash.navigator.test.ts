import { describe, expect, it } from 'vitest';
import { HashNavigator, type LocationLike } from './hash.navigator';
import { MemoryNavigator } from './memory.navigator';

/** A `location` twin that behaves like the browser's for hash changes and page loads. */
class FakeLocation implements LocationLike {
  readonly loads: string[] = [];
  constructor(public href: string) {}
  get hash(): string {
    const at = this.href.indexOf('#');
    return at === -1 ? '' : this.href.slice(at);
  }
  set hash(value: string) {
    this.href = `${this.href.split('#')[0]}${value}`;
  }
  assign(url: string): void {
    this.loads.push(url);
  }
  replace(url: string): void {
    this.href = url;
  }
}

describe('HashNavigator', () => {
  it('navigates by rewriting the hash and reads the path and query back', () => {
    const location = new FakeLocation('https://fair.example/?exhibitionId=demo#/registration');
    const navigator = new HashNavigator(() => location);

    navigator.navigate('/error', { message: 'LINK.INCORRECT', empty: '' });

    expect(location.href).toBe('https://fair.example/?exhibitionId=demo#/error?message=LINK.INCORRECT');
    expect(navigator.currentPath()).toBe('/error');
    expect(navigator.currentQuery()).toEqual({ message: 'LINK.INCORRECT' });
  });

  it('replaces the current entry keeping the landing query, and leaves the app with redirect', () => {
    const location = new FakeLocation('https://fair.example/?a=1#/x');
    const navigator = new HashNavigator(() => location);

    navigator.replace('/jump');
    navigator.redirect('https://fair.example/pc/');

    expect(location.href).toBe('https://fair.example/?a=1#/jump');
    expect(location.loads).toEqual(['https://fair.example/pc/']);
  });
});

describe('MemoryNavigator', () => {
  it('records navigations in order and tracks the current route', () => {
    const navigator = new MemoryNavigator('/registration');

    navigator.navigate('/infoWap');
    navigator.replace('/questionnaire', { index: '2' });

    expect(navigator.history.map((h) => h.kind)).toEqual(['navigate', 'replace']);
    expect(navigator.currentPath()).toBe('/questionnaire');
    expect(navigator.currentQuery()).toEqual({ index: '2' });
  });
});
