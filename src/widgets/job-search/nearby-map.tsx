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
  const pins = props.jobs.flatMap((j) => (j.point ? [{ id: j.id, lat: j.point.lat, lng: j.point.lng, label: pinLabel(j) }] : []));
  const selected = props.jobs.find((j) => j.id === props.selectedId) ?? null;
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
          height={300}
          label="附近职位地图"
          onFailed={props.onFailed}
        />
      </Suspense>
      {selected ? (
        <div className="w-job-search__picked" data-testid="nearby-picked">
          <JobCard job={selected} onOpen={props.onOpen} />
        </div>
      ) : (
        <p className="w-job-search__map-hint">点击地图上的职位查看详情</p>
      )}
    </div>
  );
}
