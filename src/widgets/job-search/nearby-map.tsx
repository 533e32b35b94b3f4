import { lazy, Suspense } from 'react';
import type { LatLng } from '../../../schemas/geo';
import type { JobSummary } from '../../../schemas/job';
import { MAP_ZOOM_NEARBY } from '../../runtime/constants';
import type { MapState } from '../../runtime/map/map-config';
import { JobCard } from '../../runtime/ui/job-card';
import '../../runtime/ui/map-placeholder.css';

const MapView = lazy(() => import('../../runtime/map/map-view'));

const pinLabel = (j: JobSummary) => `${j.title} · ${j.company.name}`;

/**
 * The jobs around the user on the operator's map: a dot for the user, a pin per
 * job that has a place; a tap on a pin shows that job's card above the list,
 * and the card opens the job.
 */
export function NearbyMap(props: {
  state: Extract<MapState, { status: 'ready' }>;
  me: LatLng;
  jobs: JobSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onOpen: (id: number) => void;
  onFailed: () => void;
}) {
  // Jobs of one building share a place: one pin for them, named by the count, and a tap lists them all.
  const groups = new Map<string, JobSummary[]>();
  for (const j of props.jobs) {
    if (!j.point) continue;
    const key = `${j.point.lat.toFixed(5)},${j.point.lng.toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), j]);
  }
  const pins = [...groups.values()].map((g) => ({
    id: g[0]!.id,
    lat: g[0]!.point!.lat,
    lng: g[0]!.point!.lng,
    label: g.length > 1 ? `${g[0]!.company.name} · ${g.length} 个职位` : pinLabel(g[0]!),
    count: g.length,
  }));
  const selected = [...groups.values()].find((g) => g[0]!.id === props.selectedId) ?? [];
  return (
    <div className="w-job-search__map">
      <Suspense fallback={<div className="rm-map rm-map--pending" style={{ height: 300 }} aria-busy="true" />}>
        <MapView
          config={props.state.config}
          center={props.me}
          me={props.me}
          zoom={MAP_ZOOM_NEARBY}
          pins={pins}
          selectedId={props.selectedId}
          onPinTap={(id) => props.onSelect(Number(id))}
          interactive
          fitPins
          height={300}
          label="附近职位地图"
          onFailed={props.onFailed}
        />
      </Suspense>
      {selected.length ? (
        <div className="w-job-search__picked" data-testid="nearby-picked">
          {selected.map((j) => (
            <JobCard key={j.id} job={j} onOpen={props.onOpen} />
          ))}
        </div>
      ) : (
        <p className="w-job-search__map-hint">点击地图上的职位查看详情</p>
      )}
    </div>
  );
}
