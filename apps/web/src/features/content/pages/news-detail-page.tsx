/** `/news/detail?id=`: one news item, found in the published list (a reload works the same). */

import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useNews } from '../api/get-news';
import { DetailLayout } from '../components/detail-layout';

export function NewsDetailPage() {
  const { t, i18n } = useTranslation(['content', 'common']);
  const localize = useLocalize();
  const [params] = useSearchParams();
  const news = useNews();
  const item = news.data?.find((candidate) => String(candidate.id) === params.get('id'));
  if (news.isPending) {
    return <LoadingState rows={2} height={180} />;
  }
  if (news.isError) {
    return <ErrorState error={news.error} onRetry={() => void news.refetch()} />;
  }
  if (!item) {
    return (
      <>
        <BackLink to="/news" />
        <EmptyState title={t('states.notFoundTitle', { ns: 'common' })} />
      </>
    );
  }
  return (
    <DetailLayout
      backTo="/news"
      image={item.image}
      title={localize(item.title)}
      meta={t('news.publishedOn', { date: formatDate(item.newsDate, i18n.language) })}
      html={localize(item.description)}
    />
  );
}
