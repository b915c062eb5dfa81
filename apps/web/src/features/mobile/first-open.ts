/**
 * The first-open tutorial and push prompt (spec §1): once per install, on a phone (the shells, the
 * installed app, or a browser 768 px wide or less, spec §9), remembered on the device.
 */
import { readStored, writeStored } from '../../lib/storage';

export const FIRST_OPEN_KEY = 'baraka.first-open';
const DONE = 'done';

export type FirstOpenContext = {
  isNative: boolean;
  isStandalone: boolean;
  isPhoneWidth: boolean;
  stored: string | null;
};

export function shouldShowFirstOpen({
  isNative,
  isStandalone,
  isPhoneWidth,
  stored,
}: FirstOpenContext): boolean {
  return stored !== DONE && (isNative || isStandalone || isPhoneWidth);
}

export function readFirstOpenContext(isNative: boolean): FirstOpenContext {
  const matches = (query: string) => window.matchMedia?.(query).matches ?? false;
  return {
    isNative,
    isStandalone: matches('(display-mode: standalone)') || matches('(display-mode: fullscreen)'),
    isPhoneWidth: matches('(max-width: 768px)'),
    stored: readStored(FIRST_OPEN_KEY),
  };
}

export function markFirstOpenDone(): void {
  writeStored(FIRST_OPEN_KEY, DONE);
}
