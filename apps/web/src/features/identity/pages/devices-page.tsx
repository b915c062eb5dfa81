/**
 * `/devices`: the devices that signed in to this account. Switching one off or removing it ends
 * its sessions; one device can be made "transactional" (it confirms operations) with a code.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { Device } from '@baraka/contracts/identity/devices';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readChallenge } from '../../../lib/challenges';
import { enrolFingerprint, isFingerprintUsable } from '../../../lib/fingerprint';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import {
  DEVICES_QUERY_KEY,
  deleteDevice,
  makeTransactional,
  updateDeviceStatus,
  useDevices,
} from '../api/devices';
import { DeviceCard, nameDevice } from '../components/device-card';
import { DeviceChallengeDialog, RemoveDeviceDialog } from '../components/device-dialogs';

export function DevicesPage() {
  const { t } = useTranslation('devices');
  const queryClient = useQueryClient();
  const devices = useDevices();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<Device | null>(null);
  const [pending, setPending] = useState<{ device: Device; challenge: Challenge } | null>(null);
  const [canUseFingerprint, setCanUseFingerprint] = useState(false);
  const { user, isDemo } = useSession();

  useEffect(() => {
    let isCurrent = true;
    void isFingerprintUsable().then((usable) => {
      if (isCurrent) {
        setCanUseFingerprint(usable);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = (action: () => Promise<unknown>) => {
    setIsBusy(true);
    setError(null);
    action()
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)))
      .finally(() => {
        setIsBusy(false);
        void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
      });
  };
  const startTransactional = (device: Device) =>
    run(() =>
      makeTransactional(device.id).catch((caught: unknown) => {
        const challenge = readChallenge(caught);
        if (!challenge) {
          throw caught;
        }
        setPending({ device, challenge });
      }),
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="devices-error">
          {error}
        </Alert>
      )}
      {devices.isPending && <Loader role="status" aria-label={t('loading')} />}
      {devices.isError && (
        <Alert color="red" variant="light" role="alert">
          {devices.error.message}
        </Alert>
      )}
      {devices.data?.length === 0 && <Text>{t('empty')}</Text>}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {devices.data?.map((device) => (
          <DeviceCard
            key={device.id}
            device={device}
            isBusy={isBusy}
            onToggle={(target) =>
              run(() => updateDeviceStatus(target.id, target.enabled ? 'INACTIVE' : 'ACTIVE'))
            }
            onRemove={setToRemove}
            onMakeTransactional={startTransactional}
            {...(device.isCurrent && !device.hasFingerprint && canUseFingerprint && user && !isDemo
              ? { onEnrolFingerprint: () => run(() => enrolFingerprint(user.username)) }
              : {})}
          />
        ))}
      </Stack>
      <RemoveDeviceDialog
        name={toRemove ? nameDevice(toRemove, t) : null}
        onClose={() => setToRemove(null)}
        onConfirm={() => {
          const target = toRemove;
          setToRemove(null);
          if (target) {
            run(() => deleteDevice(target.id));
          }
        }}
      />
      <DeviceChallengeDialog
        challenge={pending?.challenge ?? null}
        onClose={() => setPending(null)}
        onComplete={(result) => {
          const target = pending?.device;
          setPending(null);
          if (target) {
            run(() => makeTransactional(target.id, result.key));
          }
        }}
      />
    </Stack>
  );
}
