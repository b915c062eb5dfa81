/** The home page's news: the items the bank flagged for it, newest arrangement first. */

import { MediaCard } from '../../../components/ui/media-card';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { toPlainText } from '../../../lib/plain-text';
import { useTranslation } from '../../../lib/use-translation';
import { useHomeNews } from '../api/get-home-news';
import { HomeSection } from './home-section';

export function LatestNews() {
  const { t, i18n } = useTranslation('dashboard');
  const localize = useLocalize();
  const news = useHomeNews();
  return (
    <HomeSection
      id="latest-news-title"
      title={t('news.title')}
      allLabel={t('news.all')}
      allTo="/news"
      emptyLabel={t('news.empty')}
      state={{ ...news, count: news.data?.length ?? 0 }}
    >
      {news.data?.map((item) => (
        <MediaCard
          key={item.id}
          to={`/news/detail?id=${item.id}`}
          image={item.image}
          eyebrow={formatDate(item.newsDate, i18n.language)}
          title={localize(item.title)}
          text={toPlainText(localize(item.description))}
          linkLabel={t('news.readMore')}
        />
      ))}
    </HomeSection>
  );
}
