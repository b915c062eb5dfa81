/** The approximate place of a device's last sign-in, said in the page's language. */
import { DEVICE_LOCAL_PLACE } from '@baraka/contracts/identity/devices';

/**
 * "Tunisie", "تونس", "France"...: the country named by the browser's own list (Intl.DisplayNames);
 * `localNetwork` for a private address; null when the place is unknown.
 */
export function namePlace(place: string | null, language: string, localNetwork: string): string | null {
  if (place === null) {
    return null;
  }
  if (place === DEVICE_LOCAL_PLACE) {
    return localNetwork;
  }
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(place) ?? place;
  } catch {
    return place;
  }
}
