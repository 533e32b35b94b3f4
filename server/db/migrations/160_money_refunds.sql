-- Refunds back to the provider an order was paid with (issue 16, follow-up).
-- One refund per order (full amount): the unique order_id makes a second or a
-- parallel refund of the same order impossible. refund_no is out_refund_no at
-- the provider, so asking again is idempotent there too.
-- kind: 'order' refunds a fulfilled order (the order then moves to refunded);
-- 'late' returns a payment that arrived after its order was cancelled or expired
-- (the order keeps its status; the money only passed through clearing).
CREATE TABLE money_refunds (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  id           integer GENERATED ALWAYS AS IDENTITY,
  order_id     integer NOT NULL,
  refund_no    text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('order', 'late')),
  channel      text NOT NULL CHECK (channel IN ('wechat', 'alipay')),
  amount_fen   integer NOT NULL CHECK (amount_fen > 0),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, order_id),
  UNIQUE (tenant_id, refund_no),
  FOREIGN KEY (tenant_id, order_id) REFERENCES money_orders (tenant_id, id)
);
CREATE INDEX money_refunds_pending ON money_refunds (tenant_id, status, created_at) WHERE status = 'pending';
