import { useParams } from 'react-router-dom';

/** A record id read from a URL (a route's :id or ?id=): a positive int4, else null. */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The record id of a detail widget: the one a designer gave, else the route's
 * :id. Outside a router (Storybook) useParams answers {} and the given id is used.
 */
export function useRouteId(given?: number): number | null {
  const params = useParams();
  if (given !== undefined && given > 0) return given;
  return parseRecordId(params.id);
}
