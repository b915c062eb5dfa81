/**
 * Groups map points that would overlap at a zoom level: points are projected to Web Mercator pixels
 * (as the map draws them) and those in the same grid cell become one cluster.
 */

export type MapPoint = { id: string; latitude: number; longitude: number };
export type Cluster<T extends MapPoint> = {
  key: string;
  latitude: number;
  longitude: number;
  points: T[];
};

const TILE_SIZE = 256;

/** Pixel position of a point in the whole-world image at `zoom`. */
export function projectToPixels(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sinLatitude = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sinLatitude) / (1 - sinLatitude)) / (4 * Math.PI)) * scale,
  };
}

export function clusterPoints<T extends MapPoint>(
  points: readonly T[],
  zoom: number,
  cellSize = 64,
): Cluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const point of points) {
    const { x, y } = projectToPixels(point.latitude, point.longitude, zoom);
    const key = `${Math.floor(x / cellSize)}:${Math.floor(y / cellSize)}`;
    cells.set(key, [...(cells.get(key) ?? []), point]);
  }
  return [...cells.entries()].map(([key, members]) => ({
    key: members.length === 1 ? `point:${members[0]?.id}` : `cluster:${zoom}:${key}`,
    latitude: members.reduce((sum, point) => sum + point.latitude, 0) / members.length,
    longitude: members.reduce((sum, point) => sum + point.longitude, 0) / members.length,
    points: members,
  }));
}
