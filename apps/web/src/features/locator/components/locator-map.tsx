/**
 * The map beside the list: tiles from the configured template, a pin per place, nearby pins merged
 * into clusters at low zoom. When tiles cannot load the pins still show and a notice points to the list.
 */
import 'leaflet/dist/leaflet.css';
import type { LocatorConfig } from '@baraka/contracts/locator/schemas';
import type { GeoPoint } from '@baraka/domain/locator/distance';
import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { latLngBounds } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { clusterPoints } from '../utils/cluster';
import type { Place } from '../utils/places';
import classes from './locator-map.module.css';
import { createClusterIcon, createOriginIcon, createPinIcon } from './map-icons';

export type LocatorMapProps = {
  config: LocatorConfig;
  places: readonly Place[];
  selectedId: string | null;
  origin: GeoPoint | null;
  onSelect: (place: Place) => void;
  /** Frame every place (the "all by country" view) instead of opening on the default position. */
  isFitToPlaces?: boolean;
};

const UNCLUSTERED_ZOOM = 15;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function placeName(place: Place, localize: ReturnType<typeof useLocalize>): string {
  return place.kind === 'branch' ? localize(place.branch.branchName) : localize(place.atm.name);
}

function ClusteredMarkers({ places, selectedId, onSelect }: Omit<LocatorMapProps, 'config' | 'origin'>) {
  const map = useMap();
  const localize = useLocalize();
  const { t } = useTranslation('locator');
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // Close enough to read street names, every place gets its own pin.
  const clusters = useMemo(
    () => (zoom >= UNCLUSTERED_ZOOM ? clusterPoints(places, zoom, 1) : clusterPoints(places, zoom)),
    [places, zoom],
  );
  return clusters.map((cluster) => {
    const [only] = cluster.points;
    if (cluster.points.length === 1 && only) {
      return (
        <Marker
          key={cluster.key}
          position={[only.latitude, only.longitude]}
          icon={createPinIcon(only.kind, only.id === selectedId)}
          zIndexOffset={only.id === selectedId ? 1000 : 0}
          title={placeName(only, localize)}
          alt={placeName(only, localize)}
          eventHandlers={{ click: () => onSelect(only) }}
        />
      );
    }
    const bounds = latLngBounds(cluster.points.map((point) => [point.latitude, point.longitude]));
    return (
      <Marker
        key={cluster.key}
        position={[cluster.latitude, cluster.longitude]}
        icon={createClusterIcon(cluster.points.length)}
        title={t('map.cluster', { count: cluster.points.length })}
        eventHandlers={{ click: () => map.fitBounds(bounds.pad(0.3), { animate: !prefersReducedMotion() }) }}
      />
    );
  });
}

/** Leaflet measures its frame once; a frame that changes size (layout, rotation) must be re-measured. */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Brings the selected place, the visitor or every place into view when they change. */
function ViewController({
  places,
  selectedId,
  origin,
  isFitToPlaces,
}: Omit<LocatorMapProps, 'config' | 'onSelect'>) {
  const map = useMap();
  const selected = places.find((place) => place.id === selectedId);
  useEffect(() => {
    if (selected) {
      // The frame may have changed size since the map was created (fonts, layout): measure first.
      map.invalidateSize({ pan: false });
      map.setView([selected.latitude, selected.longitude], Math.max(map.getZoom(), UNCLUSTERED_ZOOM), {
        animate: !prefersReducedMotion(),
      });
    }
  }, [map, selected]);
  useEffect(() => {
    if (origin) {
      map.invalidateSize({ pan: false });
      map.setView([origin.latitude, origin.longitude], 12, { animate: !prefersReducedMotion() });
    }
  }, [map, origin]);
  const hasPlaces = places.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: frames the places once, when they first arrive
  useEffect(() => {
    if (isFitToPlaces && hasPlaces) {
      map.fitBounds(latLngBounds(places.map((place) => [place.latitude, place.longitude])).pad(0.05));
    }
  }, [map, isFitToPlaces, hasPlaces]);
  return null;
}

export function LocatorMap({
  config,
  places,
  selectedId,
  origin,
  onSelect,
  isFitToPlaces = false,
}: LocatorMapProps) {
  const { t, i18n } = useTranslation('locator');
  const [hasTileError, setHasTileError] = useState(false);
  // A phone-wide frame shows the whole country one zoom level further out.
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <div className={classes.frame} dir="ltr" data-testid="locator-map">
      <MapContainer
        className={classes.map}
        center={[config.defaultPosition.latitude, config.defaultPosition.longitude]}
        zoom={isNarrow ? config.defaultZoom - 1 : config.defaultZoom}
        scrollWheelZoom={false}
      >
        <TileLayer
          url={config.tileUrl}
          attribution={config.attribution}
          eventHandlers={{ tileerror: () => setHasTileError(true) }}
        />
        <SizeWatcher />
        <ClusteredMarkers places={places} selectedId={selectedId} onSelect={onSelect} />
        {origin && (
          <Marker
            position={[origin.latitude, origin.longitude]}
            icon={createOriginIcon()}
            title={t('map.you')}
          />
        )}
        <ViewController
          places={places}
          selectedId={selectedId}
          origin={origin}
          isFitToPlaces={isFitToPlaces}
        />
      </MapContainer>
      {hasTileError && (
        <Alert
          className={classes.notice}
          color="yellow"
          variant="white"
          radius="md"
          p={8}
          fz="xs"
          dir={i18n.dir()}
          role="status"
        >
          {t('map.tilesUnavailable')}
        </Alert>
      )}
    </div>
  );
}
