// "Show more" under a list read a page at a time (TanStack's infinite query fields spread in).
import { Button } from './button';
import { useTranslation } from 'react-i18next';

export interface MoreButtonProps {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

export function MoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: MoreButtonProps) {
  const { t } = useTranslation('common');
  if (!hasNextPage) return null;
  return (
    <div className="fp-more">
      <Button block fill="outline" className="fp-secondary" loading={isFetchingNextPage} loadingText={t('list.loading')} onClick={() => void fetchNextPage()}>
        {t('list.more')}
      </Button>
    </div>
  );
}
