// Continuous paging: the next page of a long list is asked for when the marker after its last row comes
// within a screen of view, so a leader scrolling the 1,000 never stops at a button (the "load more"
// button stays, for a keyboard and for a browser without IntersectionObserver).
import { useEffect, useRef } from 'react';

export function useMoreOnScroll(hasMore: boolean, loading: boolean, loadMore: () => void) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const node = marker.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '0px 0px 100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  return marker;
}
