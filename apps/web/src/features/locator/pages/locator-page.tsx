/**
 * `/locator`: branches and ATMs on a map with a list beside it, search and filters, "near me",
 * a detail view (`?branch=` or `?atm=`) and the whole country full screen.
 */
import { Button, Grid, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useLocatorConfig } from '../api/get-locator-config';
import { AtmDetail } from '../components/atm-detail';
import { BranchDetail } from '../components/branch-detail';
import { CountryView } from '../components/country-view';
import { LocatorFilters } from '../components/locator-filters';
import { LocatorMap } from '../components/locator-map';
import { NearMeButton } from '../components/near-me-button';
import { PlaceList } from '../components/place-list';
import { useGeolocation } from '../hooks/use-geolocation';
import { useLocatorData } from '../hooks/use-locator-data';
import { useNow } from '../hooks/use-now';
import { filterPlaces, NO_FILTERS, orderPlaces, type Place } from '../utils/places';
import classes from './locator-page.module.css';

export function LocatorPage() {
  const { t } = useTranslation('locator');
  const now = useNow();
  const data = useLocatorData(now);
  const config = useLocatorConfig();
  const geolocation = useGeolocation();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [isCountryView, setIsCountryView] = useState(false);
  const [params, setParams] = useSearchParams();
  const selectedBranch = params.get('branch');
  const selectedAtm = params.get('atm');
  const origin = geolocation.state.status === 'located' ? geolocation.state.position : null;
  const visible = useMemo(
    () => orderPlaces(filterPlaces(data.places, filters), origin),
    [data.places, filters, origin],
  );

  const select = (place: Place) => {
    setIsCountryView(false);
    setParams(place.kind === 'branch' ? { branch: place.id } : { atm: place.id });
  };
  const closeDetail = () => setParams({});

  const side = selectedBranch ? (
    <BranchDetail branchId={selectedBranch} now={now} onBack={closeDetail} />
  ) : selectedAtm ? (
    <AtmDetail code={selectedAtm} onBack={closeDetail} />
  ) : (
    <>
      <LocatorFilters filters={filters} services={data.services} onChange={setFilters} />
      <Group gap="xs" my="md">
        <NearMeButton state={geolocation.state} onLocate={geolocation.locate} onClear={geolocation.clear} />
      </Group>
      <Text fz="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="place-count">
        {t('list.count', { count: visible.length })}
      </Text>
      {data.isPending && <LoadingState rows={5} height={84} />}
      {data.isError && <ErrorState onRetry={data.refetch} />}
      {!data.isPending && !data.isError && visible.length === 0 && <EmptyState title={t('list.empty')} />}
      <PlaceList places={visible} selectedId={selectedBranch ?? selectedAtm} onSelect={select} />
    </>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          config.data && (
            <Button
              variant="default"
              onClick={() => setIsCountryView(true)}
              leftSection={<IconMaximize size={18} aria-hidden />}
            >
              {t('country.action')}
            </Button>
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <div className={classes.mapColumn}>
            {config.data ? (
              <LocatorMap
                config={config.data}
                places={visible}
                selectedId={selectedBranch ?? selectedAtm}
                origin={origin}
                onSelect={select}
              />
            ) : config.isError ? (
              <Paper withBorder radius="lg" p="lg" h="100%">
                <Text c="dimmed">{t('map.unavailable')}</Text>
              </Paper>
            ) : (
              <Skeleton h="100%" radius="lg" />
            )}
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <div className={classes.sideColumn}>{side}</div>
        </Grid.Col>
      </Grid>
      {config.data && (
        <CountryView
          isOpen={isCountryView}
          onClose={() => setIsCountryView(false)}
          config={config.data}
          places={data.places}
          onSelect={select}
        />
      )}
    </>
  );
}
