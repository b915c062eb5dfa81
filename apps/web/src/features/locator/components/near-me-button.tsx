/** "Near me": sorts the list by distance from the visitor, or says why the position is unknown. */
import { Button, Text } from '@mantine/core';
import { IconCurrentLocation, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { GeolocationState } from '../hooks/use-geolocation';

type NearMeButtonProps = { state: GeolocationState; onLocate: () => void; onClear: () => void };

export function NearMeButton({ state, onLocate, onClear }: NearMeButtonProps) {
  const { t } = useTranslation('locator');
  if (state.status === 'located') {
    return (
      <Button variant="light" onClick={onClear} leftSection={<IconX size={18} aria-hidden />}>
        {t('nearMe.clear')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        onClick={onLocate}
        loading={state.status === 'locating'}
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
      >
        {t('nearMe.action')}
      </Button>
      {(state.status === 'denied' || state.status === 'unavailable') && (
        <Text fz="xs" c="red.8" role="alert" w="100%">
          {t(`nearMe.${state.status}`)}
        </Text>
      )}
    </>
  );
}
