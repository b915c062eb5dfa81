import { describe, expect, it } from 'vitest';
import { clusterPoints, projectToPixels } from './cluster';

const TUNIS_CENTRE = { id: 'a', latitude: 36.7999, longitude: 10.1866 };
const BELVEDERE = { id: 'b', latitude: 36.8185, longitude: 10.1775 };
const SFAX = { id: 'c', latitude: 34.7406, longitude: 10.7603 };

describe('clusterPoints', () => {
  it('merges neighbours at country zoom and keeps distant cities apart', () => {
    const clusters = clusterPoints([TUNIS_CENTRE, BELVEDERE, SFAX], 7);
    expect(clusters).toHaveLength(2);
    const tunis = clusters.find((cluster) => cluster.points.length === 2);
    expect(tunis?.points.map((point) => point.id).sort()).toEqual(['a', 'b']);
    expect(tunis?.latitude).toBeCloseTo((TUNIS_CENTRE.latitude + BELVEDERE.latitude) / 2, 6);
  });

  it('separates every point once zoomed in on the street', () => {
    const clusters = clusterPoints([TUNIS_CENTRE, BELVEDERE, SFAX], 16);
    expect(clusters.map((cluster) => cluster.key).sort()).toEqual(['point:a', 'point:b', 'point:c']);
  });

  it('keeps every point exactly once', () => {
    const points = Array.from({ length: 50 }, (_, index) => ({
      id: String(index),
      latitude: 33 + (index % 7) * 0.5,
      longitude: 8 + (index % 5) * 0.6,
    }));
    for (const zoom of [5, 8, 11]) {
      const ids = clusterPoints(points, zoom).flatMap((cluster) => cluster.points.map((point) => point.id));
      expect(ids.sort()).toEqual(points.map((point) => point.id).sort());
    }
  });

  it('projects like Web Mercator: the equator and the prime meridian sit in the middle', () => {
    expect(projectToPixels(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });
});
