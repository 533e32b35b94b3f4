-- Money (issue 16): products, coupons, orders and their transitions, payment
-- notifications, recruiters' rights per company, seekers' VIP and the wallet
-- ledger. Amounts are integer fen everywhere. Row-level security is applied to
-- every tenant_id table by migrate.ts.

-- What a tenant sells: seeker VIP levels, recruiter packages of rights, wallet top-ups.
CREATE TABLE money_products (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  kind          text NOT NULL CHECK (kind IN ('vip', 'package', 'topup')),
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  price_fen     integer NOT NULL CHECK (price_fen > 0),
  -- VIP and packages last this long from purchase; top-ups 0
  duration_days integer NOT NULL DEFAULT 0 CHECK (duration_days >= 0),
  vip_level     smallint NOT NULL DEFAULT 0 CHECK (vip_level >= 0),
  -- package: {"rightsChat": 10, …}; VIP: the perks as a list of texts
  rights        jsonb NOT NULL DEFAULT '{}',
  perks         jsonb NOT NULL DEFAULT '[]',
  sort          integer NOT NULL DEFAULT 0,
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX money_products_kind ON money_products (tenant_id, kind, active, sort);

-- A coupon operators publish; users receive it (money_user_coupons) up to per_user_limit times.
CREATE TABLE money_coupons (
  tenant_id      integer NOT NULL REFERENCES agents (id),
  id             integer GENERATED ALWAYS AS IDENTITY,
  name           text NOT NULL,
  -- fixed: value fen off; percent: value % off (1–99)
  kind           text NOT NULL CHECK (kind IN ('fixed', 'percent')),
  value          integer NOT NULL CHECK (value > 0),
  min_spend_fen  integer NOT NULL DEFAULT 0 CHECK (min_spend_fen >= 0),
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  -- null: any product kind / product
  product_kind   text CHECK (product_kind IN ('vip', 'package')),
  product_id     integer,
  -- first_purchase: handed to a user who has bought nothing yet, when they reach the checkout
  campaign       text CHECK (campaign IN ('first_purchase')),
  active         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (kind <> 'percent' OR value < 100),
  CHECK (ends_at > starts_at)
);

-- A coupon in a user's hands. locked = held by an unpaid order; released when it is cancelled or expires.
CREATE TABLE money_user_coupons (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  coupon_id  integer NOT NULL,
  user_id    integer NOT NULL,
  status     text NOT NULL DEFAULT 'unused' CHECK (status IN ('unused', 'locked', 'used')),
  order_id   integer,
  issued_at  timestamptz NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, coupon_id) REFERENCES money_coupons (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK ((status = 'unused') = (order_id IS NULL))
);
CREATE INDEX money_user_coupons_user ON money_user_coupons (tenant_id, user_id, status);

-- An order: created → paid → fulfilled, or created → cancelled / expired, or fulfilled → refunded.
-- Every transition is one transaction holding this row's lock, and leaves a money_order_events row.
CREATE TABLE money_orders (
  tenant_id         integer NOT NULL REFERENCES agents (id),
  id                integer GENERATED ALWAYS AS IDENTITY,
  -- out_trade_no at the provider; starts with the tenant id so a verified notification names its tenant
  no                text NOT NULL,
  user_id           integer NOT NULL,
  -- packages are bought for a company
  company_id        integer,
  product_id        integer NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('vip', 'package', 'topup')),
  title             text NOT NULL,
  original_fen      integer NOT NULL CHECK (original_fen > 0),
  discount_fen      integer NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
  amount_fen        integer NOT NULL CHECK (amount_fen > 0),
  currency          text NOT NULL DEFAULT 'CNY',
  user_coupon_id    integer,
  channel           text NOT NULL CHECK (channel IN ('wechat', 'alipay', 'wallet')),
  status            text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'fulfilled', 'cancelled', 'expired', 'refunded')),
  provider_trade_no text,
  pay_url           text,
  -- the right whose lack led here (the supplement page's key), if any
  right_key         text,
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL,
  paid_at           timestamptz,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, no),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES money_products (tenant_id, id),
  CHECK (original_fen - discount_fen = amount_fen)
);
CREATE INDEX money_orders_user ON money_orders (tenant_id, user_id, created_at DESC);
CREATE INDEX money_orders_open ON money_orders (tenant_id, status, created_at) WHERE status = 'created';

CREATE TABLE money_order_events (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  id          integer GENERATED ALWAYS AS IDENTITY,
  order_id    integer NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  -- notify, query, wallet, user, expiry, operator
  source      text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES money_orders (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX money_order_events_order ON money_order_events (tenant_id, order_id, id);

-- Every provider notification whose tenant is known, accepted or refused (why), for audit.
CREATE TABLE money_notifications (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  provider   text NOT NULL,
  order_no   text NOT NULL,
  accepted   boolean NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX money_notifications_order ON money_notifications (tenant_id, order_no);

-- Rights a company holds from one package order: spent oldest-expiry first, never below zero.
CREATE TABLE money_right_grants (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  id           integer GENERATED ALWAYS AS IDENTITY,
  company_id   integer NOT NULL,
  order_id     integer NOT NULL,
  right_key    text NOT NULL,
  total        integer NOT NULL CHECK (total > 0),
  remaining    integer NOT NULL CHECK (remaining >= 0),
  expires_at   timestamptz NOT NULL,
  -- paused package (assets/suspend/start): not spendable, and the pause is added to expires_at on resume
  suspended_at timestamptz,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES money_orders (tenant_id, id),
  CHECK (remaining <= total)
);
CREATE INDEX money_right_grants_company ON money_right_grants (tenant_id, company_id, right_key, expires_at);

-- One spending of rights. ref names what was unlocked (im:12, uj:7), so the same thing is never paid twice.
CREATE TABLE money_right_uses (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         integer GENERATED ALWAYS AS IDENTITY,
  company_id integer NOT NULL,
  user_id    integer NOT NULL,
  right_key  text NOT NULL,
  num        integer NOT NULL CHECK (num > 0),
  ref        text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, company_id, right_key, ref)
);

-- A seeker's VIP. Paused (suspended_at set), the days left are kept and added back on resume.
CREATE TABLE money_vip (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  user_id      integer NOT NULL,
  level        smallint NOT NULL,
  expires_at   timestamptz NOT NULL,
  suspended_at timestamptz,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- Double-entry ledger. Accounts: a user's wallet, and per tenant the provider clearing
-- account (money received from WeChat/Alipay) and revenue. Each transaction (txn) is a
-- set of entries summing to zero; balance_fen is kept equal to the sum of the account's
-- entries (checkLedger proves both).
CREATE TABLE money_accounts (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  id          integer GENERATED ALWAYS AS IDENTITY,
  kind        text NOT NULL CHECK (kind IN ('wallet', 'clearing', 'revenue')),
  user_id     integer NOT NULL DEFAULT 0,
  balance_fen bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, kind, user_id),
  CHECK (kind <> 'wallet' OR balance_fen >= 0),
  CHECK ((kind = 'wallet') = (user_id > 0))
);

CREATE TABLE money_entries (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  id         bigint GENERATED ALWAYS AS IDENTITY,
  txn        text NOT NULL,
  account_id integer NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen <> 0),
  order_id   integer,
  memo       text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, account_id) REFERENCES money_accounts (tenant_id, id)
);
CREATE INDEX money_entries_account ON money_entries (tenant_id, account_id, id DESC);
CREATE INDEX money_entries_txn ON money_entries (tenant_id, txn);
