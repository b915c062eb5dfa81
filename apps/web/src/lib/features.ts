/**
 * Which feature keys (spec §2) the bank offers to this user. Until the profile and subscription
 * pack arrive from the API every feature counts as available; `setAvailableFeatures` narrows it.
 */
import { FEATURE_KEYS, type FeatureKey } from '@baraka/contracts/features';

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
