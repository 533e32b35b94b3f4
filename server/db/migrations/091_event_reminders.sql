-- Reminders before an event starts (issue 18): when a ticket holder was
-- reminded, so each seat gets one reminder however many servers send them.
ALTER TABLE event_signups ADD COLUMN reminded_at timestamptz;
CREATE INDEX event_signups_unreminded ON event_signups (tenant_id, event_id) WHERE status = 1 AND reminded_at IS NULL;
