-- The online resume: one per job seeker (contract 1, addressed by the user id).
-- Base info is one JSON document (validated by schemas/resume.ts before it is
-- stored); the columns beside it are copies the recruiter's search filters on.
CREATE TABLE resumes (
  tenant_id         integer NOT NULL REFERENCES agents (id),
  user_id           integer NOT NULL,
  -- null until the wizard's first step is saved
  base              jsonb,
  intro             text NOT NULL DEFAULT '',
  -- the wizard's work/education step was skipped
  experience_skipped boolean NOT NULL DEFAULT false,
  -- copies for the search: name, positions, titles, companies, schools, majors, skills
  search_text       text NOT NULL DEFAULT '',
  -- index into DEGREES (0 初中及以下 … 6 博士), -1 unknown
  degree_rank       smallint NOT NULL DEFAULT -1,
  -- 'YYYY-MM' or ''
  working_date      text NOT NULL DEFAULT '',
  graduation        text NOT NULL DEFAULT '',
  city_code         text NOT NULL DEFAULT '',
  refreshed_at      timestamptz,
  expect_updated_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX resumes_refreshed ON resumes (tenant_id, refreshed_at DESC NULLS LAST);

-- Items of the list sections (expect, work, education, project, skill,
-- certificate, language), each a JSON document of its section's shape.
CREATE TABLE resume_items (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  section    text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES resumes (tenant_id, user_id) ON DELETE CASCADE
);
CREATE INDEX resume_items_user ON resume_items (tenant_id, user_id, section);

-- Attachment resumes: files uploaded through the upload pipeline.
CREATE TABLE resume_attachments (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  user_id    integer NOT NULL,
  file_id    text NOT NULL,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, file_id) REFERENCES files (tenant_id, id)
);
CREATE INDEX resume_attachments_user ON resume_attachments (tenant_id, user_id, created_at DESC);

-- Recruiters who opened a resume's detail (relationRightsCount's viewCount).
CREATE TABLE resume_views (
  tenant_id      integer NOT NULL REFERENCES agents (id),
  resume_user_id integer NOT NULL,
  viewer_id      integer NOT NULL,
  viewed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, resume_user_id, viewer_id),
  FOREIGN KEY (tenant_id, resume_user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
