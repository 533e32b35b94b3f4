import { useDesignData } from '../design/renderer';

interface RouteData {
  route?: { params?: Record<string, string | undefined>; query?: Record<string, string | undefined> };
}

/**
 * A positive integer the page's route carries under `name` (the :id of
 * /job/:id, or ?id= of a query), else null.
 */
export function useRouteNumber(name: string): number | null {
  const { route } = useDesignData() as RouteData;
  const raw = route?.params?.[name] ?? route?.query?.[name];
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}
