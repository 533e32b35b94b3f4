-- Operators upload pictures from the studio (banners, tab bar icons, logos). A
-- ticket and a file name who uploaded them: a user (user_id / uploader_id) or
-- an operator (operator_id), never both, so an operator id is never read as a
-- user id (a private file's link is signed for its uploading user only).
ALTER TABLE upload_tickets ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE upload_tickets ADD COLUMN operator_id integer;
ALTER TABLE upload_tickets ADD CONSTRAINT upload_tickets_one_uploader CHECK ((user_id IS NULL) <> (operator_id IS NULL));
ALTER TABLE files ADD COLUMN operator_id integer;
