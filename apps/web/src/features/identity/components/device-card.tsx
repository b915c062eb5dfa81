/** One device: what it is, when it was last used, and what can be done with it. */
import type { Device } from '@baraka/contracts/identity/devices';
import { Badge, Button, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconFingerprint,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { getCurrentLanguage } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { namePlace } from '../utils/place-name';

/** "Firefox 133 · Windows 10.0", "Phone · Android 14": what a person recognises their device by. */
export function nameDevice(device: Device, t: TFunction): string {
  const os = `${device.os} ${device.osVersion}`.trim();
  if (device.platform === 'MOB') {
    return t('kind.phone', { os });
  }
  // Browsers name themselves ("Firefox 133"); older sign-ins only said "browser".
  const browser = device.deviceType === 'browser' ? t('kind.unknownBrowser') : device.deviceType;
  return t('kind.browser', { browser, os });
}

type DeviceCardProps = {
  device: Device;
  isBusy: boolean;
  onToggle: (device: Device) => void;
  onRemove: (device: Device) => void;
  onMakeTransactional: (device: Device) => void;
  /** Set when this device can take a fingerprint (passkey) and has none yet. */
  onEnrolFingerprint?: () => void;
};

export function DeviceCard({
  device,
  isBusy,
  onToggle,
  onRemove,
  onMakeTransactional,
  onEnrolFingerprint,
}: DeviceCardProps) {
  const { t } = useTranslation('devices');
  const isPhone = device.platform === 'MOB';
  const Icon = isPhone ? IconDeviceMobile : IconDeviceDesktop;
  const lastUse = device.lastConnexionDate
    ? new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(device.lastConnexionDate),
      )
    : t('never');
  const name = nameDevice(device, t);
  const place = namePlace(device.lastPlace, getCurrentLanguage(), t('localNetwork'));
  return (
    <Paper withBorder radius="lg" p="lg" component="li" data-testid="device-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <Icon size={26} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700}>{name}</Text>
            <Text fz="sm" c="dimmed">
              {t('lastUse', { date: lastUse })}
            </Text>
            {place && (
              <Text fz="sm" c="dimmed" data-testid="device-place">
                {t('place', { place })}
              </Text>
            )}
            <Group gap="xs">
              {device.isCurrent && <Badge variant="filled">{t('current')}</Badge>}
              <Badge variant="light" color={device.enabled ? 'green' : 'gray'}>
                {t(device.enabled ? 'status.active' : 'status.inactive')}
              </Badge>
              {device.hasFingerprint && (
                <Badge variant="light" color="grape" leftSection={<IconFingerprint size={12} aria-hidden />}>
                  {t('fingerprint')}
                </Badge>
              )}
              {device.transactional && (
                <Badge variant="light" color="ocean" leftSection={<IconShieldCheck size={12} aria-hidden />}>
                  {t('transactional')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Switch
          checked={device.enabled}
          disabled={device.isCurrent || isBusy}
          onChange={() => onToggle(device)}
          aria-label={t('toggle', { name })}
        />
      </Group>
      <Group gap="sm" mt="md" justify="flex-end">
        {onEnrolFingerprint && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFingerprint size={16} aria-hidden />}
            onClick={onEnrolFingerprint}
            disabled={isBusy}
            data-testid="enrol-fingerprint"
          >
            {t('enrolFingerprint')}
          </Button>
        )}
        {device.enabled && !device.transactional && (
          <Button size="xs" variant="light" onClick={() => onMakeTransactional(device)} disabled={isBusy}>
            {t('makeTransactional')}
          </Button>
        )}
        {!device.isCurrent && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onRemove(device)}
            disabled={isBusy}
          >
            {t('remove')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
