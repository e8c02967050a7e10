// Reads one query parameter of the current screen (the query inside the hash: `#/error?code=…`).
import { useSearch } from 'wouter';

export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}
