// The exhibition's art (config globalImage): above the invitation landing, on the invitation poster and on
// the check-in notice. Only web addresses and the site's own paths are used.
import { useSession } from '../use-session';

const WEB_ADDRESS = /^(https?:)?\/\//i;

/** The art's address when it is one the page may load, else ''. */
export const usableArt = (src: string): string => {
  const trimmed = src.trim();
  return WEB_ADDRESS.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//')) ? trimmed : '';
};

export function useExhibitionArt(): string {
  return usableArt(useSession((s) => s.config?.functionConfig.globalImage ?? ''));
}
