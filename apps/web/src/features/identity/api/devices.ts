/** Devices calls (spec §7): list, switch on/off, remove, make transactional (needs a one-time code). */
import { devicesEndpoints } from '@baraka/contracts/identity/device-endpoints';
import type { Device } from '@baraka/contracts/identity/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export const DEVICES_QUERY_KEY = keyOf(devicesEndpoints.all);

export function fetchDevices(): Promise<Device[]> {
  return call(devicesEndpoints.all);
}

export const devicesQueryOptions = () => queryOptions({ queryKey: DEVICES_QUERY_KEY, queryFn: fetchDevices });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

export function updateDeviceStatus(id: string, status: Device['deviceStatusEnum']): Promise<Device> {
  return call(devicesEndpoints.updateStatus, { body: { id, status } });
}

export function deleteDevice(id: string): Promise<boolean> {
  return call(devicesEndpoints.remove, { query: { id } });
}

/** First call answers OTP.300; once the code is validated, the same call with the key goes through. */
export function makeTransactional(id: string, challengeKey?: string): Promise<Device> {
  return call(
    devicesEndpoints.makeTransactional,
    { query: { id } },
    challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {},
  );
}
