-- The 74cms importer (scripts/import-74cms): the id map also holds job fairs
-- (old job-fair pages redirect to live pages) and members (so a re-run finds
-- the account it made before), and each run keeps a checkpoint per source
-- table, so a run killed half-way goes on where it stopped.
ALTER TABLE legacy_mappings DROP CONSTRAINT legacy_mappings_kind_check;
ALTER TABLE legacy_mappings ADD CONSTRAINT legacy_mappings_kind_check
  CHECK (kind IN ('job', 'brand', 'article', 'resume', 'jobfair', 'user'));

CREATE TABLE legacy_import_progress (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- host/database of the 74cms source, so two sources never share a checkpoint
  source      text NOT NULL,
  -- the step (members, companies, jobs …)
  step        text NOT NULL,
  -- the largest old id done; rows above it are read next
  last_id     bigint NOT NULL DEFAULT 0,
  done        boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, source, step)
);
