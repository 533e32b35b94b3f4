-- Live rooms (issue 17): a live gains its stream addresses, the jobs shown in
-- its room, who made it, a like count and the replay state (3). Likes are one
-- per user and live; the count is kept on the live in the same transaction.
ALTER TABLE lives DROP CONSTRAINT IF EXISTS lives_status_check;
ALTER TABLE lives ADD CONSTRAINT lives_status_check CHECK (status IN (0, 1, 2, 3));
ALTER TABLE lives ADD COLUMN play_url text NOT NULL DEFAULT '';
ALTER TABLE lives ADD COLUMN replay_url text NOT NULL DEFAULT '';
ALTER TABLE lives ADD COLUMN job_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE lives ADD COLUMN likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0);
ALTER TABLE lives ADD COLUMN created_by integer;
ALTER TABLE lives ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE live_likes (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  live_id    integer NOT NULL,
  user_id    integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, live_id, user_id),
  FOREIGN KEY (tenant_id, live_id) REFERENCES lives (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
