/**
 * Which feature keys (spec §2) the bank offers to this user: the server derives them from the
 * role (pack, company rights) at login. Before anyone signs in every feature counts as available,
 * so the authentication guard, not this one, sends visitors to the login page.
 */
import type { FeatureKey } from '@baraka/contracts/shared/features';
import { FEATURE_KEYS } from '@baraka/contracts/shared/names';

let available: ReadonlySet<FeatureKey> = new Set(FEATURE_KEYS);

export function isFeatureAvailable(feature: FeatureKey): boolean {
  return available.has(feature);
}

export function setAvailableFeatures(features: readonly FeatureKey[]): void {
  available = new Set(features);
}

export function resetAvailableFeatures(): void {
  available = new Set(FEATURE_KEYS);
}
