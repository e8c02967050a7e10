import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

describe('a list’s search box', () => {
  it('is a search landmark whose labelled box hands over the trimmed words and keeps them as typed', () => {
    const onSearch = vi.fn();
    render(<SearchForm id="s" label="按姓名查找" goLabel="查找" initial="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '按姓名查找' });
    fireEvent.change(box, { target: { value: '  王建国 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(onSearch).toHaveBeenCalledWith('王建国');
    expect((box as HTMLInputElement).value).toBe('  王建国 ');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('starts from the words the list is searched by', () => {
    render(<SearchForm id="s" label="Search" goLabel="Go" initial="Anna" onSearch={() => undefined} />);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Anna');
  });
});
