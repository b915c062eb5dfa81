/** `/news`: every news item currently published, newest arrangement chosen by the bank. */
import { SimpleGrid } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { MediaCard } from '../../../components/ui/media-card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { toPlainText } from '../../../lib/plain-text';
import { useTranslation } from '../../../lib/use-translation';
import { useNews } from '../api/get-news';

export function NewsPage() {
  const { t, i18n } = useTranslation('content');
  const localize = useLocalize();
  const news = useNews();
  return (
    <>
      <PageHeader title={t('news.title')} description={t('news.description')} />
      {news.isPending && <LoadingState rows={3} height={120} />}
      {news.isError && <ErrorState error={news.error} onRetry={() => void news.refetch()} />}
      {news.data?.length === 0 && <EmptyState title={t('news.empty')} />}
      {news.data && news.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="news-list">
          {news.data.map((item) => (
            <MediaCard
              key={item.id}
              to={`/news/detail?id=${item.id}`}
              image={item.image}
              eyebrow={formatDate(item.newsDate, i18n.language)}
              title={localize(item.title)}
              text={toPlainText(localize(item.description))}
              linkLabel={t('news.readMore')}
              headingLevel={2}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
