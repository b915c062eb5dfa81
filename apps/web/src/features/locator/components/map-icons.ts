/** Leaflet markers drawn in HTML (no image files): a pin per place kind and a bubble per cluster. */
import { divIcon } from 'leaflet';
import type { PlaceKind } from '../utils/places';
import classes from './locator-map.module.css';

const BRANCH_GLYPH =
  '<path d="M4 10h16M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18M12 3l8 5H4z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>';
const ATM_GLYPH =
  '<rect x="3" y="6" width="18" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="12" cy="12" r="2.5" fill="none" stroke="currentColor" stroke-width="1.8"/>';

export function createPinIcon(kind: PlaceKind, isSelected: boolean) {
  const shape = `${classes.pin} ${kind === 'branch' ? classes.branchPin : classes.atmPin} ${isSelected ? classes.selectedPin : ''}`;
  // Leaflet positions the outer element with a transform: the teardrop turns inside it, never the element itself.
  return divIcon({
    className: classes.pinRoot,
    html: `<span class="${shape}"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">${kind === 'branch' ? BRANCH_GLYPH : ATM_GLYPH}</svg></span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 34],
  });
}

export function createClusterIcon(count: number) {
  const size = count < 10 ? 38 : count < 50 ? 46 : 54;
  return divIcon({
    className: classes.cluster,
    html: `<span>${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function createOriginIcon() {
  return divIcon({ className: classes.origin, iconSize: [18, 18], iconAnchor: [9, 9] });
}
