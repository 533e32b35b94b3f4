import { useState } from 'react';
import { MAP_ZOOM_PLACE } from '../constants';
import { useMapConfig } from '../map/map-config';
import { useApiQuery, useRuntime } from '../runtime';
import { StaticMap } from './static-map';
import './map-placeholder.css';

/**
 * A place as a picture (spec userTools map static image): the server composes it
 * from the operator's tiles and caches it, so a card shows a real map without
 * loading the map library. Without a map, or when the picture fails, our drawing.
 */
export function StaticMapImage({ lat, lng, label, height = 120, width = 350 }: { lat: number; lng: number; label: string; height?: number; width?: number }) {
  const { site } = useRuntime();
  const state = useMapConfig();
  const [broken, setBroken] = useState(false);
  const ready = state.status === 'ready';
  const q = useApiQuery<{ url: string }>(
    '/api-user/tools/mapStaticImage',
    { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)), zoom: MAP_ZOOM_PLACE, width, height },
    { enabled: ready, silent: true, cache: true },
  );
  if (ready && !broken && q.data) {
    return (
      <img
        className="rm-static-map-image"
        src={`${site.apiUrl.replace(/\/$/, '')}${q.data.url}`}
        alt={`地图：${label}`}
        width="100%"
        height={height}
        style={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: 8 }}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  if (ready && !broken && q.isPending) return <div className="rm-map rm-map--pending" style={{ height }} aria-busy="true" />;
  return <StaticMap lat={lat} lng={lng} label={label} height={height} />;
}
