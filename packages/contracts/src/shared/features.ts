/** Feature keys of spec §2: the feature-availability guard and the API both speak these names. */
import { z } from 'zod';

export const FEATURE_KEYS = [
  'ACCOUNTS',
  'BENEFICIARIES',
  'TRANSFER',
  'LOAN',
  'CARDS',
  'CHEQUE_BOOK',
  'TRADE',
  'PROFILE',
  'DEVICES',
] as const;
export const featureKeySchema = z.enum(FEATURE_KEYS);
export type FeatureKey = z.infer<typeof featureKeySchema>;
