// "Show more" under a list read 20 at a time.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

export interface MoreButtonProps {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

export function MoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: MoreButtonProps) {
  const { t } = useTranslation('logistics');
  if (!hasNextPage) return null;
  return (
    <div className="fp-more">
      <Button block fill="outline" className="fp-secondary" loading={isFetchingNextPage} loadingText={t('list.loading')} onClick={() => void fetchNextPage()}>
        {t('list.more')}
      </Button>
    </div>
  );
}
