-- The map provider of a tenant (issue 19): which tiles its maps are drawn on
-- (AMap, Tencent, Tianditu, or the operator's own XYZ/WMTS template) and the
-- provider's key. A tenant without a row has no map configured: pages show
-- the drawn fallback and the map screens say 运营方未配置地图.
-- Row-level security is applied to every tenant_id table by migrate.ts.
CREATE TABLE map_providers (
  tenant_id    integer PRIMARY KEY REFERENCES agents (id),
  kind         text NOT NULL CHECK (kind IN ('amap', 'tencent', 'tianditu', 'xyz', 'wmts')),
  map_key      text NOT NULL DEFAULT '',
  url_template text NOT NULL DEFAULT '',
  subdomains   text NOT NULL DEFAULT '',
  datum        text NOT NULL DEFAULT 'wgs84' CHECK (datum IN ('wgs84', 'gcj02')),
  attribution  text NOT NULL DEFAULT '',
  updated_at   bigint NOT NULL
);
