-- A job's own contact (issue 20): who answers for this job when it is not the
-- recruiter's card — 74cms kept one per job (qs_jobs_contact / qs_job_contact),
-- and recruiters posting for a colleague need it too. Empty falls back to the
-- recruiter's card; contact_mobile (006) holds the number, mobile or landline.
ALTER TABLE jobs ADD COLUMN contact_name text NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN contact_email text NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN contact_wechat text NOT NULL DEFAULT '';
