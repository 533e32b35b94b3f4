import { lazy, Suspense, useState } from 'react';
import { MAP_ZOOM_PLACE } from '../constants';
import { mapStateMessage, useMapConfig } from '../map/map-config';
import { showToast } from '../utils/toast';
import { StaticMap } from './static-map';
import './map-placeholder.css';

const MapView = lazy(() => import('../map/map-view'));

export interface PlaceMapProps {
  /** The place in the stored datum (GCJ-02). */
  lat: number;
  lng: number;
  /** Its name, in the bubble above the pin. */
  label: string;
  height?: number;
}

/**
 * A job's, company's or event's place on the operator's map, with its pin. With no
 * map configured (or one this client cannot draw, or a library that did not load)
 * the drawing of our own stands in, as before maps were configurable; a tap on it
 * says why there is no real map (spec §8 toasts).
 */
export function PlaceMap({ lat, lng, label, height = 140 }: PlaceMapProps) {
  const state = useMapConfig();
  const [failed, setFailed] = useState(false);
  if (state.status === 'loading') return <div className="rm-map rm-map--pending" style={{ height }} aria-busy="true" />;
  if (state.status === 'ready' && !failed) {
    return (
      <Suspense fallback={<div className="rm-map rm-map--pending" style={{ height }} aria-busy="true" />}>
        <MapView
          config={state.config}
          center={{ lat, lng }}
          zoom={MAP_ZOOM_PLACE}
          pins={[{ id: 'place', lat, lng, label }]}
          showLabels
          height={height}
          label={`地图：${label}`}
          onFailed={() => setFailed(true)}
        />
      </Suspense>
    );
  }
  const why = mapStateMessage(state);
  return (
    <div onClick={why ? () => showToast(why) : undefined} data-map-fallback={state.status}>
      <StaticMap lat={lat} lng={lng} label={label} height={height} />
    </div>
  );
}
