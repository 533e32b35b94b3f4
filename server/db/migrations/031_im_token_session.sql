-- A chat token belongs to the login session it was made from: logging out ends chat too.
ALTER TABLE im_tokens ADD COLUMN session_hash text;
