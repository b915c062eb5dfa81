/** Asks the browser for the visitor's position once, on demand; refusals and failures are reported. */
import type { GeoPoint } from '@baraka/domain/locator/distance';
import { useState } from 'react';

export type GeolocationState =
  | { status: 'idle' | 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'denied' | 'unavailable' };

export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  const clear = () => setState({ status: 'idle' });
  return { state, locate, clear };
}
