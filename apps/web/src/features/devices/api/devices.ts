/** Devices calls (spec §7): list, switch on/off, remove, make transactional (needs a one-time code). */
import type { Device } from '@baraka/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export const DEVICES_QUERY_KEY = ['devices', 'all'] as const;

export function fetchDevices(): Promise<Device[]> {
  return apiRequest<Device[]>('devices/all');
}

export const devicesQueryOptions = () => queryOptions({ queryKey: DEVICES_QUERY_KEY, queryFn: fetchDevices });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

export function updateDeviceStatus(id: string, status: Device['deviceStatusEnum']): Promise<Device> {
  return apiRequest<Device>('devices/updateStatus', { method: 'POST', body: { id, status } });
}

export function deleteDevice(id: string): Promise<boolean> {
  return apiRequest<boolean>('devices/delete', { method: 'DELETE', query: { id } });
}

/** First call answers OTP.300; once the code is validated, the same call with the key goes through. */
export function makeTransactional(id: string, challengeKey?: string): Promise<Device> {
  return apiRequest<Device>('devices/makeTransactional', {
    query: { id },
    ...(challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {}),
  });
}
