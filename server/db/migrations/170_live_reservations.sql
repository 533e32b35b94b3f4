-- Live rooms, second part (issue 17): a live may have its own end time (else it
-- ends a configured while after its start); 预约 is kept per user on the server,
-- and each reserver is told once when the live goes on air (notified_at).
ALTER TABLE lives ADD COLUMN end_at timestamptz;
CREATE TABLE live_reservations (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  live_id     integer NOT NULL,
  user_id     integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  PRIMARY KEY (tenant_id, live_id, user_id),
  FOREIGN KEY (tenant_id, live_id) REFERENCES lives (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX live_reservations_waiting ON live_reservations (tenant_id, live_id) WHERE notified_at IS NULL;
CREATE INDEX live_reservations_user ON live_reservations (tenant_id, user_id, created_at DESC);
-- The state runner looks at lives not yet in their last state.
CREATE INDEX lives_open_states ON lives (tenant_id, status, start_at) WHERE status IN (0, 1, 2);
