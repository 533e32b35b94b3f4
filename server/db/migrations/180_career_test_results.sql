-- The last career test result of each user (issue 19, /my/test): shown again
-- when the user comes back, replaced by a retake. Answers are kept so the
-- result can be recomputed if the scoring changes.
-- Row-level security is applied to every tenant_id table by migrate.ts.
CREATE TABLE career_test_results (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  user_id    integer NOT NULL,
  code       text NOT NULL,
  answers    jsonb NOT NULL,
  taken_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
