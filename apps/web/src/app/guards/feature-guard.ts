/**
 * A feature the bank does not offer to this user (subscription pack, bank settings) sends them to
 * their dashboard instead of a page they cannot use, which then says why they are there.
 */
import { isFeatureAvailable } from '../../lib/features';
import { PRIVATE_HOME_PATH } from '../routes';
import type { Guard } from './guard-types';

export const featureGuard: Guard = ({ feature }) =>
  !feature || isFeatureAvailable(feature) ? null : `${PRIVATE_HOME_PATH}?unavailable=${feature}`;
