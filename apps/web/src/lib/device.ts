/** The device descriptor of spec §3, sent as JSON in the `Device` header of every request. */
import type { DeviceDescriptor } from '@baraka/contracts/shared/common';
import { APP_VERSION } from '@baraka/contracts/shared/names';
import { getPlatform } from '../platform';
import { createUuid } from './random';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type OsInfo = { os: string; version: string };

const OS_PATTERNS: readonly { os: string; pattern: RegExp }[] = [
  { os: 'Android', pattern: /Android\s([\d.]+)/ },
  { os: 'iOS', pattern: /(?:iPhone|iPad|iPod).*?OS\s([\d_]+)/ },
  { os: 'Windows', pattern: /Windows NT\s([\d.]+)/ },
  { os: 'macOS', pattern: /Mac OS X\s([\d_.]+)/ },
  { os: 'ChromeOS', pattern: /CrOS\s\S+\s([\d.]+)/ },
  { os: 'Linux', pattern: /Linux()/ },
];

/** Names the operating system and its version from a user-agent string ('Unknown' when unsure). */
export function detectOs(userAgent: string): OsInfo {
  for (const { os, pattern } of OS_PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) {
      return { os, version: (match[1] ?? '').replaceAll('_', '.').slice(0, 64) };
    }
  }
  return { os: 'Unknown', version: '' };
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSER_PATTERNS: readonly { browser: string; pattern: RegExp }[] = [
  { browser: 'Edge', pattern: /Edg(?:A|iOS)?\/(\d+)/ },
  { browser: 'Opera', pattern: /OPR\/(\d+)/ },
  { browser: 'Samsung Internet', pattern: /SamsungBrowser\/(\d+)/ },
  { browser: 'Firefox', pattern: /(?:Firefox|FxiOS)\/(\d+)/ },
  { browser: 'Chrome', pattern: /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/ },
  { browser: 'Safari', pattern: /Version\/(\d+)[\d.]*\s(?:Mobile\/\S+\s)?Safari/ },
];

/** Names the browser and its major version ("Firefox 133"), or 'browser' when unsure. */
export function detectBrowser(userAgent: string): string {
  for (const { browser, pattern } of BROWSER_PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) {
      return `${browser} ${match[1] ?? ''}`.trim();
    }
  }
  return 'browser';
}

function getDeviceId(): string {
  const stored = readStored(STORAGE_KEYS.deviceId);
  if (stored && stored.length >= 8) {
    return stored;
  }
  const created = createUuid();
  writeStored(STORAGE_KEYS.deviceId, created);
  return created;
}

let cached: DeviceDescriptor | null = null;

export function getDeviceDescriptor(): DeviceDescriptor {
  const platform = getPlatform();
  if (platform.device) {
    // Inside a shell: the device's own model, system and identifier, and its push registration.
    return {
      isInTunisia: true,
      ...platform.device,
      deviceId: platform.device.deviceId ?? getDeviceId(),
      appVersion: APP_VERSION,
      playerId: platform.getPushToken(),
      platform: 'MOB',
    };
  }
  if (!cached) {
    const { os, version } = detectOs(navigator.userAgent);
    cached = {
      isInTunisia: true,
      deviceType: detectBrowser(navigator.userAgent),
      os,
      version,
      appVersion: APP_VERSION,
      deviceId: getDeviceId(),
      playerId: null,
      platform: 'WEB',
    };
  }
  return cached;
}
