/** One kind of payee to choose on `/beneficiaries/benef-type`, or shown disabled with the reason. */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { type AddAvailability, getAddPath } from '../utils/beneficiary-types';
import { TYPE_COLORS, TYPE_ICONS } from './type-appearance';
import classes from './type-option.module.css';

export function TypeOption({
  type,
  availability,
}: {
  type: BeneficiaryTypeName;
  availability: AddAvailability;
}) {
  const { t } = useTranslation('beneficiaries');
  const Icon = TYPE_ICONS[type];
  const isAvailable = availability === 'available';
  const icon = (
    <ThemeIcon
      size={52}
      radius="xl"
      variant="light"
      color={isAvailable ? TYPE_COLORS[type] : 'gray'}
      aria-hidden
    >
      <Icon size={26} stroke={1.6} />
    </ThemeIcon>
  );
  const texts = (
    <Stack gap={4} className={classes.body}>
      <Group gap="xs">
        <Text fw={700} fz="md" c={isAvailable ? undefined : 'dimmed'}>
          {t(`types.${type}.choice`)}
        </Text>
        {!isAvailable && (
          <Badge variant="light" color="gray" size="sm">
            {t('chooseType.unavailable')}
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {t(`types.${type}.description`)}
      </Text>
      {!isAvailable && (
        <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
          <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text fz="sm" data-testid={`type-${type}-reason`}>
            {t(availability === 'switchedOff' ? 'chooseType.internationalOff' : 'chooseType.notAllowed')}
          </Text>
        </Group>
      )}
    </Stack>
  );
  if (!isAvailable) {
    return (
      <div className={classes.option} data-disabled aria-disabled="true" data-testid={`type-${type}`}>
        {icon}
        {texts}
      </div>
    );
  }
  return (
    <UnstyledButton
      component={Link}
      to={getAddPath(type)}
      className={classes.option}
      data-testid={`type-${type}`}
    >
      {icon}
      {texts}
      <IconChevronRight size={20} className={`${classes.chevron} mirror-in-rtl`} aria-hidden />
    </UnstyledButton>
  );
}
