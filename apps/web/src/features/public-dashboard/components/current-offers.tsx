/** The first offers running now, each leading to its detail. */

import { useOffers } from '../../../api/offers';
import { MediaCard } from '../../../components/ui/media-card';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { toPlainText } from '../../../lib/plain-text';
import { useTranslation } from '../../../lib/use-translation';
import { HomeSection } from './home-section';

const SHOWN = 3;

export function CurrentOffers() {
  const { t, i18n } = useTranslation('dashboard');
  const localize = useLocalize();
  const offers = useOffers();
  const shown = offers.data?.slice(0, SHOWN) ?? [];
  return (
    <HomeSection
      id="current-offers-title"
      title={t('offers.title')}
      allLabel={t('offers.all')}
      allTo="/offerDetails"
      emptyLabel={t('offers.empty')}
      state={{ ...offers, count: shown.length }}
    >
      {shown.map((offer) => (
        <MediaCard
          key={offer.id}
          to={`/offerDetails?id=${offer.id}`}
          image={offer.image}
          eyebrow={t('offers.until', { date: formatDate(offer.dateTo, i18n.language) })}
          title={localize(offer.title)}
          text={toPlainText(localize(offer.details))}
          linkLabel={t('offers.see')}
        />
      ))}
    </HomeSection>
  );
}
