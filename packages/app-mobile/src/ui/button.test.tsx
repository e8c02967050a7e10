import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('the app’s button', () => {
  it('is a button of the kit’s look that runs its action on a click', () => {
    const onClick = vi.fn();
    render(
      <Button color="primary" fill="outline" size="large" block className="fp-action" onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });

    fireEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className.split(' ')).toEqual(expect.arrayContaining(['adm-button', 'adm-button-primary', 'adm-button-fill-outline', 'adm-button-large', 'adm-button-block', 'fp-action']));
  });

  it('submits its form when it is the submit button', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Log in</Button>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is announced as busy, ignores clicks and keeps a name: its loading text, else its label', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading loadingText="发送中" onClick={onClick}>
        获取验证码
      </Button>,
    );
    const busy = screen.getByRole('button', { name: '发送中' });
    fireEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    rerender(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBe('true');

    rerender(<Button onClick={onClick}>Save</Button>);
    const resting = screen.getByRole('button', { name: 'Save' });
    expect(resting.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(resting);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes on the attributes that describe it to assistive technology', () => {
    render(
      <Button aria-expanded={false} aria-controls="more" disabled>
        More
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('more');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.className).toContain('adm-button-disabled');
  });
});
