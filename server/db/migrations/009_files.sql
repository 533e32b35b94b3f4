-- Uploaded files. A file is stored once per tenant (by md5: a second upload of
-- the same bytes completes at once, 'speed'); its storage path leads with the
-- tenant id. Upload tickets allow one multipart POST each.
CREATE TABLE files (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- generated: the stored name never comes from the user
  id          text NOT NULL,
  md5         text NOT NULL,
  -- image, pdf, doc, docx
  kind        text NOT NULL,
  mime        text NOT NULL,
  size        integer NOT NULL,
  -- the user's file name, shown only
  name        text NOT NULL,
  path        text NOT NULL,
  width       integer,
  height      integer,
  uploader_id integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, md5)
);

CREATE TABLE upload_tickets (
  tenant_id   integer NOT NULL REFERENCES agents (id),
  -- sha-256 of the ticket
  ticket_hash text NOT NULL,
  user_id     integer NOT NULL,
  md5         text NOT NULL,
  size        integer NOT NULL,
  kind        text NOT NULL,
  name        text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (tenant_id, ticket_hash)
);
