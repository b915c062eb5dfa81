/** "All by country": the whole network on a full-screen map, with a way back. */
import type { LocatorConfig } from '@baraka/contracts/locator/schemas';
import { Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Place } from '../utils/places';
import { LocatorMap } from './locator-map';

type CountryViewProps = {
  isOpen: boolean;
  onClose: () => void;
  config: LocatorConfig;
  places: readonly Place[];
  onSelect: (place: Place) => void;
};

export function CountryView({ isOpen, onClose, config, places, onSelect }: CountryViewProps) {
  const { t } = useTranslation(['locator', 'common']);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      fullScreen
      title={t('country.title', { count: places.length })}
      closeButtonProps={{ 'aria-label': t('a11y.closeDialog', { ns: 'common' }) }}
      styles={{
        body: { height: 'calc(100dvh - 60px)', padding: 0 },
        content: { display: 'flex', flexDirection: 'column' },
      }}
      transitionProps={{ duration: 0 }}
    >
      <div style={{ height: '100%' }} data-testid="country-view">
        <LocatorMap
          config={config}
          places={places}
          selectedId={null}
          origin={null}
          onSelect={onSelect}
          isFitToPlaces
        />
      </div>
    </Modal>
  );
}
