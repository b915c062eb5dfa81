/** The places matching the filters, as a list of buttons; the list alone is enough to use the page. */
import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingBank, IconCash } from '@tabler/icons-react';
import { formatDecimal } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import type { Place } from '../utils/places';
import { OpeningBadge } from './opening-badge';
import classes from './place-list.module.css';

type PlaceListProps = {
  places: readonly Place[];
  selectedId: string | null;
  onSelect: (place: Place) => void;
};

function PlaceRow({
  place,
  isSelected,
  onSelect,
}: {
  place: Place;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('locator');
  const localize = useLocalize();
  const isBranch = place.kind === 'branch';
  const name = isBranch ? localize(place.branch.branchName) : localize(place.atm.name);
  const address = isBranch ? place.branch.address : place.atm.address;
  return (
    <UnstyledButton
      className={classes.row}
      onClick={onSelect}
      aria-current={isSelected || undefined}
      data-testid="place-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="xl" variant="light" color={isBranch ? 'primary' : 'ocean'} aria-hidden>
          {isBranch ? <IconBuildingBank size={20} /> : <IconCash size={20} />}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} fz="sm" lh={1.35}>
              {name}
            </Text>
            {place.distanceKm !== undefined && (
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('list.distance', { km: formatDecimal(place.distanceKm.toFixed(1), i18n.language, 1) })}
              </Text>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {/* Addresses are written in French: the street number stays before the street in Arabic. */}
            <bdi>
              {address.streetName}, {address.zipCode} {address.city}
            </bdi>
          </Text>
          <Group gap={6}>
            {isBranch ? (
              <OpeningBadge status={place.opening} />
            ) : (
              <Badge color={place.isOpenNow ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
                {place.atm.status === 'OUT_OF_SERVICE'
                  ? t('atm.outOfService')
                  : place.atm.isAlwaysOpen
                    ? t('atm.always')
                    : t('atm.siteHours')}
              </Badge>
            )}
            {isBranch && place.branch.branchType === 'REGIONAL_DIR' && (
              <Badge variant="outline" radius="sm" tt="none">
                {t('branch.regional')}
              </Badge>
            )}
            {isBranch && place.branch.westernUnion && (
              <Badge color="yellow" variant="light" radius="sm" tt="none">
                Western Union
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export function PlaceList({ places, selectedId, onSelect }: PlaceListProps) {
  return (
    <ul className={classes.list} data-testid="place-list">
      {places.map((place) => (
        <li key={`${place.kind}-${place.id}`}>
          <PlaceRow place={place} isSelected={place.id === selectedId} onSelect={() => onSelect(place)} />
        </li>
      ))}
    </ul>
  );
}
