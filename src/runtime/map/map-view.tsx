import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { toMapDatum, type LatLng } from '../../../schemas/geo';
import type { MapConfig } from '../../../schemas/map';
import { loadMapLibrary, type MapLibrary } from './load-map';
import './map-view.css';

export interface MapPin extends LatLng {
  id: number | string;
  /** The pin's name (its bubble, and what a screen reader says). */
  label: string;
  /** How many things stand at this place (a badge on the pin when more than one). */
  count?: number;
}

export interface MapViewProps {
  config: MapConfig & { datum: 'wgs84' | 'gcj02' };
  /** Points are in the stored datum (GCJ-02); the view converts them to the tiles' datum. */
  center: LatLng;
  zoom: number;
  pins: MapPin[];
  /** The user's own position: a blue dot. */
  me?: LatLng | null;
  selectedId?: MapPin['id'] | null;
  onPinTap?: (id: MapPin['id']) => void;
  /** Show each pin's name in a bubble above it (one place); else only the selected one's. */
  showLabels?: boolean;
  /** Zoom out as far as needed (never in past `zoom`) for every pin and the user's dot to be in view. */
  fitPins?: boolean;
  /** Drag and pinch (a map screen); off for a map inside a scrolling page. */
  interactive?: boolean;
  height: number;
  /** The map's accessible name. */
  label: string;
  /** The library did not load (time-out, offline): the caller draws its fallback. */
  onFailed?: (message: string) => void;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PIN = `<svg width="28" height="38" viewBox="-14 -36 28 38" aria-hidden="true"><ellipse cx="0" cy="0" rx="6" ry="2.5" fill="rgba(0,0,0,.25)"/><path d="M0 0 C -4 -8 -12 -13 -12 -23 A 12 12 0 1 1 12 -23 C 12 -13 4 -8 0 0 Z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="0" cy="-23" r="4.5" fill="#fff"/></svg>`;

/**
 * A tile map (Leaflet) on the operator's provider, with pins. Only this file's
 * chunk and the library's, loaded on a page that shows a map, carry the map code.
 */
export default function MapView(props: MapViewProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const [lib, setLib] = useState<MapLibrary | null>(null);
  const map = useRef<LeafletMap | null>(null);
  const pinLayer = useRef<LayerGroup | null>(null);
  const tap = useRef(props.onPinTap);
  tap.current = props.onPinTap;
  const failed = useRef(props.onFailed);
  failed.current = props.onFailed;

  useEffect(() => {
    let live = true;
    loadMapLibrary().then(
      (l) => live && setLib(() => l),
      (e: unknown) => live && failed.current?.(e instanceof Error ? e.message : String(e)),
    );
    return () => void (live = false);
  }, []);

  const { config, interactive = false } = props;
  // The map itself: made once per library, provider and mode.
  useEffect(() => {
    if (!lib || !box.current) return;
    const c = toMapDatum(props.center, config.datum);
    const m = lib.map(box.current, {
      center: [c.lat, c.lng],
      zoom: props.zoom,
      minZoom: config.minZoom,
      maxZoom: config.maxZoom,
      dragging: interactive,
      touchZoom: interactive,
      scrollWheelZoom: false,
      doubleClickZoom: interactive,
      boxZoom: false,
      keyboard: interactive,
      zoomControl: interactive,
      attributionControl: true,
    });
    m.attributionControl.setPrefix(false);
    for (const layer of config.layers) {
      lib.tileLayer(layer.url, { subdomains: layer.subdomains || 'abc', minZoom: config.minZoom, maxZoom: config.maxZoom, attribution: esc(config.attribution), className: 'rm-map__tiles' }).addTo(m);
    }
    pinLayer.current = lib.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      pinLayer.current = null;
    };
    // The centre and zoom move the existing map (below); a new map only for a new provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, config, interactive]);

  const c = toMapDatum(props.center, config.datum);
  useEffect(() => {
    map.current?.setView([c.lat, c.lng], props.zoom, { animate: false });
  }, [lib, c.lat, c.lng, props.zoom]);

  // Pins and the user's dot.
  const pinsKey = JSON.stringify([props.pins, props.me, props.selectedId, props.showLabels]);
  useEffect(() => {
    const group = pinLayer.current;
    if (!lib || !group) return;
    group.clearLayers();
    if (props.me) {
      const me = toMapDatum(props.me, config.datum);
      lib
        .marker([me.lat, me.lng], {
          icon: lib.divIcon({ className: 'rm-map-me', html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 9] }),
          title: '我的位置',
          keyboard: false,
          zIndexOffset: -100,
        })
        .addTo(group);
    }
    for (const pin of props.pins) {
      const p = toMapDatum(pin, config.datum);
      const selected = pin.id === props.selectedId;
      const bubble = props.showLabels || selected ? `<span class="rm-map-pin__label">${esc(pin.label.length > 16 ? `${pin.label.slice(0, 16)}…` : pin.label)}</span>` : '';
      const marker = lib.marker([p.lat, p.lng], {
        icon: lib.divIcon({
          className: `rm-map-pin${selected ? ' is-selected' : ''}`,
          html: `${bubble}${PIN}${pin.count && pin.count > 1 ? `<span class="rm-map-pin__count">${pin.count > 99 ? '99+' : pin.count}</span>` : ''}`,
          iconSize: [28, 38],
          iconAnchor: [14, 36],
        }),
        title: pin.label,
        alt: pin.label,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      });
      marker.on('click', () => tap.current?.(pin.id));
      marker.addTo(group);
      const el = marker.getElement();
      if (el) {
        el.dataset.pinId = String(pin.id);
        el.setAttribute('role', 'button');
        el.setAttribute('aria-label', pin.label);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, config, pinsKey]);

  // Every pin in view when the set of pins changes (not when one is picked).
  const placesKey = JSON.stringify([props.pins.map((p) => [p.lat, p.lng]), props.me]);
  useEffect(() => {
    const m = map.current;
    if (!lib || !m || !props.fitPins) return;
    const points = [...props.pins, ...(props.me ? [props.me] : [])].map((p) => toMapDatum(p, config.datum));
    if (points.length < 2) return;
    m.fitBounds(lib.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [36, 48], maxZoom: props.zoom, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, config, placesKey, props.fitPins]);

  return <div ref={box} className={`rm-map${lib ? ' is-ready' : ''}`} style={{ height: props.height }} role="region" aria-label={props.label} data-map-kind={config.kind} />;
}
