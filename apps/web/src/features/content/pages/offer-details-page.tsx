/** `/offerDetails`: the offers running now, or one of them with `?id=`. */
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useOffers } from '../../../api/offers';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { MediaCard } from '../../../components/ui/media-card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { toPlainText } from '../../../lib/plain-text';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { DetailLayout } from '../components/detail-layout';

export function OfferDetailsPage() {
  const { t, i18n } = useTranslation(['content', 'common']);
  const localize = useLocalize();
  const [params] = useSearchParams();
  const offers = useOffers();
  const id = params.get('id');
  const until = (dateTo: number) => t('offers.until', { date: formatDate(dateTo, i18n.language) });

  if (offers.isPending) {
    return <LoadingState rows={2} height={180} />;
  }
  if (offers.isError) {
    return <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  }
  if (id !== null) {
    const offer = offers.data.find((candidate) => String(candidate.id) === id);
    if (!offer) {
      return (
        <>
          <BackLink to="/offerDetails" />
          <EmptyState title={t('states.notFoundTitle', { ns: 'common' })} />
        </>
      );
    }
    return (
      <DetailLayout
        backTo="/offerDetails"
        image={offer.image}
        title={localize(offer.title)}
        meta={until(offer.dateTo)}
        html={localize(offer.details)}
        aside={
          <Group>
            <Button
              component={Link}
              to="/appointment/request"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t('offers.appointment')}
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <>
      <PageHeader title={t('offers.title')} description={t('offers.description')} />
      {offers.data.length === 0 ? (
        <EmptyState title={t('offers.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="offer-list">
          {offers.data.map((offer) => (
            <MediaCard
              key={offer.id}
              to={`/offerDetails?id=${offer.id}`}
              image={offer.image}
              eyebrow={until(offer.dateTo)}
              title={localize(offer.title)}
              text={toPlainText(localize(offer.details))}
              linkLabel={t('offers.see')}
              headingLevel={2}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
