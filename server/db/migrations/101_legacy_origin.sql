-- Who made a mapping: the importer updates only the records it made itself; a
-- manual one (CSV, studio) points at a record an operator chose, which an
-- import never overwrites (it makes its own record and takes the key over).
ALTER TABLE legacy_mappings ADD COLUMN origin text NOT NULL DEFAULT 'manual' CHECK (origin IN ('manual', '74cms'));
