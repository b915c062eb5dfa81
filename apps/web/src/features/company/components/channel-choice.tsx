/** Where a service's rights may be used: web and mobile, web only or mobile only (as the holder allows). */
import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Channel, ServiceRow } from '../utils/rights-matrix';

type ChannelChoiceProps = {
  row: ServiceRow;
  value: Channel[];
  onChange: (channels: Channel[]) => void;
  isDisabled: boolean;
};

const BOTH = 'BOTH';

export function ChannelChoice({ row, value, onChange, isDisabled }: ChannelChoiceProps) {
  const { t } = useTranslation('company');
  if (row.channels.length < 2) {
    // The holder has this service on one channel only: so will the user.
    return (
      <Text fz="xs" c="dimmed">
        {t(`channels.only.${row.channels[0] ?? 'WEB'}`)}
      </Text>
    );
  }
  return (
    <SegmentedControl
      size="xs"
      value={value.length === 2 ? BOTH : (value[0] ?? BOTH)}
      onChange={(next) => onChange(next === BOTH ? ['MOB', 'WEB'] : [next as Channel])}
      disabled={isDisabled}
      aria-label={t('channels.label', {
        service: t(`services.${row.service}`, { defaultValue: row.service }),
      })}
      data={[
        { value: BOTH, label: t('channels.both') },
        { value: 'WEB', label: t('channels.WEB') },
        { value: 'MOB', label: t('channels.MOB') },
      ]}
    />
  );
}
