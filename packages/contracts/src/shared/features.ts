/** Feature keys of spec §2: the feature-availability guard and the API both speak these names. */
import { z } from 'zod';
import { FEATURE_KEYS } from './names.ts';

export { FEATURE_KEYS } from './names.ts';

export const featureKeySchema = z.enum(FEATURE_KEYS);
export type FeatureKey = z.infer<typeof featureKeySchema>;
