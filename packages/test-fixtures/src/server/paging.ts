import type { Page } from './wire.types';

/** BladeX paging: `current` is 1-based, `size` defaults to 10; out-of-range pages are empty. */
export function paginate<T>(items: readonly T[], currentParam: string, sizeParam: string): Page<T> {
  const size = positiveInt(sizeParam) ?? 10;
  const current = positiveInt(currentParam) ?? 1;
  const start = (current - 1) * size;
  return {
    records: items.slice(start, start + size),
    total: items.length,
    size,
    current,
    pages: Math.ceil(items.length / size),
  };
}

function positiveInt(text: string): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
