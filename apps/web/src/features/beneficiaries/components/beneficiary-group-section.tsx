/** The payees of one kind under their heading, with the kind's own "add" link when the user may add. */
import type { Beneficiary, BeneficiaryGroup } from '@baraka/contracts/beneficiaries/schemas';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { getAddPath } from '../utils/beneficiary-types';
import { BeneficiaryCard } from './beneficiary-card';
import { TYPE_COLORS, TYPE_ICONS } from './type-appearance';

type GroupSectionProps = {
  group: BeneficiaryGroup;
  canSend: boolean;
  onDelete: (beneficiary: Beneficiary) => void;
};

export function BeneficiaryGroupSection({ group, canSend, onDelete }: GroupSectionProps) {
  const { t } = useTranslation('beneficiaries');
  const headingId = useId();
  const type = group.beneficiaryType;
  const Icon = TYPE_ICONS[type];
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid={`group-${type}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={36} radius="md" variant="light" color={TYPE_COLORS[type]} aria-hidden>
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Group gap={8} wrap="nowrap">
              <Title order={2} fz="lg" id={headingId}>
                {t(`types.${type}.title`)}
              </Title>
              <Badge variant="light" color="gray" radius="xl" size="sm" aria-hidden>
                {group.beneficiaries.length}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed" visibleFrom="sm">
              {t(`types.${type}.listHint`)}
            </Text>
          </Stack>
        </Group>
        {group.canAdd && (
          <>
            <Button
              component={Link}
              to={getAddPath(type)}
              variant="subtle"
              size="compact-sm"
              visibleFrom="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              aria-label={t(`types.${type}.add`)}
            >
              {t('list.addShort')}
            </Button>
            <Tooltip label={t(`types.${type}.add`)} withArrow>
              <ActionIcon
                component={Link}
                to={getAddPath(type)}
                variant="light"
                size="lg"
                radius="xl"
                hiddenFrom="sm"
                aria-label={t(`types.${type}.add`)}
              >
                <IconPlus size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </Group>
      {group.beneficiaries.length === 0 ? (
        <Text fz="sm" c="dimmed" px="xs">
          {t('list.groupEmpty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {group.beneficiaries.map((beneficiary) => (
            <BeneficiaryCard
              key={beneficiary.id}
              beneficiary={beneficiary}
              canEdit={group.canEdit}
              canDelete={group.canDelete}
              canSend={canSend}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
