-- Private files (resume attachments, exported resumes, ID photos) are served
-- only through short-lived signed links; public images (logos, banners,
-- avatars) stay public. Files already attached to resumes, and exported
-- resumes, become private.
ALTER TABLE files ADD COLUMN private boolean NOT NULL DEFAULT false;
UPDATE files SET private = true
 WHERE (tenant_id, id) IN (SELECT tenant_id, file_id FROM resume_attachments)
    OR (kind = 'pdf' AND name LIKE '%的简历.pdf');
