-- 74cms SE has two kinds of job fair with their own ids: online fairs (the
-- /jobfairol/{id} addresses, keyed by the plain id) and on-site ones, keyed
-- with the marker f (issue 20). The key check gains that marker.
ALTER TABLE legacy_mappings DROP CONSTRAINT legacy_mappings_key_check;
ALTER TABLE legacy_mappings ADD CONSTRAINT legacy_mappings_key_check CHECK (key ~ '^[anf]?[0-9]{1,12}$');
