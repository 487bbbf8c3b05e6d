-- The `users` permissions are the Admins screen's: the seed now describes them with the menu's word ("View admins"),
-- but a database seeded before keeps "View users", "Create users", ... beside the group heading "Admins". This
-- rewrites exactly those seeded texts; a description an admin wrote differently is left as it is.
UPDATE "permissions"
SET "description" = left("description", length("description") - length('users')) || 'admins', "updated_at" = now()
WHERE "table_name" = 'users'
  AND "description" IN ('View users', 'Create users', 'Edit users', 'Delete users', 'Decide on (approve, reject, disburse) users');
