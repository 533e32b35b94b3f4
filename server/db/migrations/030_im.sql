-- Chat: tokens, conversations and their members, messages with per-conversation
-- sequence numbers, exchange requests, chatroom messages and bans.
-- Row-level security is applied to every tenant_id table by migrate.ts.

-- Chat tokens (/api-user/im/login). Only the sha-256 is stored. The token text
-- starts with the tenant id, so a socket or fallback call finds its tenant first.
CREATE TABLE im_tokens (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  token_hash text NOT NULL,
  user_id    integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX im_tokens_user ON im_tokens (tenant_id, user_id);

-- One conversation per pair of users (user_low < user_high), about one job at a time.
CREATE TABLE im_conversations (
  tenant_id        integer NOT NULL REFERENCES agents (id),
  id               integer GENERATED ALWAYS AS IDENTITY,
  user_low         integer NOT NULL,
  user_high        integer NOT NULL CHECK (user_high > user_low),
  seeker_id        integer NOT NULL,
  recruiter_id     integer NOT NULL,
  initiator_id     integer NOT NULL,
  -- the job the conversation is about (userjob); switchJob changes it
  job_id           integer,
  -- 0 normal, 1 unlocked by a property right (propUse)
  im_status        smallint NOT NULL DEFAULT 0,
  -- latest interview invitation (im_exchanges.id) and its status (0 none, else as exchange status)
  interview_id     integer,
  interview_status smallint NOT NULL DEFAULT 0,
  -- the counter row: sends lock it, so sequence numbers are gap-free and ordered
  last_seq         integer NOT NULL DEFAULT 0,
  chat_at          timestamptz NOT NULL,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, user_low, user_high),
  FOREIGN KEY (tenant_id, user_low) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_high) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE SET NULL (job_id)
);

-- Each member's view of a conversation (the contact). Unread is never stored:
-- it is counted from messages after read_seq.
CREATE TABLE im_members (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  cid         integer NOT NULL,
  user_id     integer NOT NULL,
  peer_id     integer NOT NULL,
  -- the member has read everything up to this sequence number
  read_seq    integer NOT NULL DEFAULT 0,
  -- what the peer may know of read_seq (read receipts stop while the peer blocks this member)
  receipt_seq integer NOT NULL DEFAULT 0,
  is_top      boolean NOT NULL DEFAULT false,
  is_black    boolean NOT NULL DEFAULT false,
  is_remove   boolean NOT NULL DEFAULT false,
  is_improper boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, cid, user_id),
  FOREIGN KEY (tenant_id, cid) REFERENCES im_conversations (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX im_members_user ON im_members (tenant_id, user_id);

CREATE TABLE im_messages (
  tenant_id     integer NOT NULL REFERENCES agents (id),
  id            integer GENERATED ALWAYS AS IDENTITY,
  -- public id (msg/read, revoke, exchange answers)
  msg_id        text NOT NULL,
  cid           integer NOT NULL,
  seq           integer NOT NULL,
  type          text NOT NULL,
  content       jsonb NOT NULL,
  from_user_id  integer NOT NULL,
  to_user_id    integer NOT NULL,
  -- the sender's id of this message: a resend with it returns the stored message
  client_id     text,
  -- counted as unread for the recipient (not system, control or answer messages)
  counts_unread boolean NOT NULL,
  revoked       boolean NOT NULL DEFAULT false,
  send_at       timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, cid, seq),
  UNIQUE (tenant_id, msg_id),
  FOREIGN KEY (tenant_id, cid) REFERENCES im_conversations (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX im_messages_client ON im_messages (tenant_id, cid, from_user_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX im_messages_to ON im_messages (tenant_id, to_user_id, id);
CREATE INDEX im_messages_from ON im_messages (tenant_id, from_user_id, id);

-- Exchange requests (phone, WeChat, resume, offer, interview): the state machine's rows.
CREATE TABLE im_exchanges (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  id           integer GENERATED ALWAYS AS IDENTITY,
  cid          integer NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('mobileExchange', 'wechatExchange', 'resumeExchange', 'acceptedExchange', 'interviewExchange')),
  -- 1 pending, 2 accepted, 3 rejected, 5 closed
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 5)),
  from_user_id integer NOT NULL,
  to_user_id   integer NOT NULL,
  msg_id       text NOT NULL DEFAULT '',
  data         jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, cid) REFERENCES im_conversations (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX im_exchanges_cid ON im_exchanges (tenant_id, cid, kind, status);

-- Live-stream chatrooms ('live-{id}'): messages and bans. Presence is socket.io's rooms.
CREATE TABLE im_chatroom_messages (
  tenant_id    integer NOT NULL REFERENCES agents (id),
  id           integer GENERATED ALWAYS AS IDENTITY,
  room_id      text NOT NULL,
  type         text NOT NULL,
  content      jsonb NOT NULL,
  from_user_id integer NOT NULL,
  user_name    text NOT NULL DEFAULT '',
  user_avatar  text NOT NULL DEFAULT '',
  client_id    text,
  send_at      timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX im_chatroom_messages_room ON im_chatroom_messages (tenant_id, room_id, id DESC);
CREATE UNIQUE INDEX im_chatroom_messages_client ON im_chatroom_messages (tenant_id, room_id, from_user_id, client_id) WHERE client_id IS NOT NULL;

CREATE TABLE im_chatroom_bans (
  tenant_id  integer NOT NULL REFERENCES agents (id),
  room_id    text NOT NULL,
  user_id    integer NOT NULL,
  -- 'block' may not enter, 'mute' may not speak
  kind       text NOT NULL CHECK (kind IN ('block', 'mute')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, room_id, user_id, kind)
);
