import { GEOLOCATION_TIMEOUT_MS } from '../constants';

export interface Position {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
}

/** Why no position: the user said no, none is available, or the 10 s time-out passed. */
export class GeolocationError extends Error {
  constructor(
    readonly reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<GeolocationError['reason'], string> = {
  denied: '未获得定位权限，请在设置中允许获取位置',
  unavailable: '暂时无法获取位置',
  timeout: '定位超时，请稍后重试',
  unsupported: '当前浏览器不支持定位',
};

/**
 * The device's position with the spec's 10 s time-out. The time-out is also
 * kept here: some browsers never call back when the permission prompt is ignored.
 */
export function getPosition(opts: { timeout?: number; geolocation?: Geolocation | undefined } = {}): Promise<Position> {
  const timeout = opts.timeout ?? GEOLOCATION_TIMEOUT_MS;
  const geo = 'geolocation' in opts ? opts.geolocation : typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.reject(new GeolocationError('unsupported', MESSAGES.unsupported));
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new GeolocationError('timeout', MESSAGES.timeout))), timeout);
    geo.getCurrentPosition(
      (p) => finish(() => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy })),
      (e) => {
        const reason = e.code === 1 ? 'denied' : e.code === 3 ? 'timeout' : 'unavailable';
        finish(() => reject(new GeolocationError(reason, MESSAGES[reason])));
      },
      { timeout, enableHighAccuracy: false, maximumAge: 60_000 },
    );
  });
}
