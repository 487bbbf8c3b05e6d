-- A decision's note was overwritten with nothing by a later step that carried none (a loan's approval note wiped when
-- it was disbursed). From now on such a step keeps the note (platform/workflow-record.ts); this puts the note back:
-- the latest note an admin gave, from the audit trail, unless the staff member acted after it.
UPDATE "leave_requests" AS r SET "decision_note" = latest.note
FROM (
  SELECT DISTINCT ON (a."entity_id") a."entity_id", a."to" ->> 'note' AS note, a."at"
  FROM "audit_log" AS a
  WHERE a."entity" = 'leave-request' AND a."actor_type" = 'admin' AND coalesce(a."to" ->> 'note', '') <> ''
  ORDER BY a."entity_id", a."at" DESC
) AS latest
WHERE r."id" = latest."entity_id" AND r."decision_note" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" AS s
    WHERE s."entity" = 'leave-request' AND s."entity_id" = r."id" AND s."actor_type" = 'staff' AND s."at" > latest."at"
  );--> statement-breakpoint
UPDATE "loan_requests" AS r SET "decision_note" = latest.note
FROM (
  SELECT DISTINCT ON (a."entity_id") a."entity_id", a."to" ->> 'note' AS note, a."at"
  FROM "audit_log" AS a
  WHERE a."entity" = 'loan-request' AND a."actor_type" = 'admin' AND coalesce(a."to" ->> 'note', '') <> ''
  ORDER BY a."entity_id", a."at" DESC
) AS latest
WHERE r."id" = latest."entity_id" AND r."decision_note" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" AS s
    WHERE s."entity" = 'loan-request' AND s."entity_id" = r."id" AND s."actor_type" = 'staff' AND s."at" > latest."at"
  );--> statement-breakpoint
UPDATE "medical_assistance_requests" AS r SET "decision_note" = latest.note
FROM (
  SELECT DISTINCT ON (a."entity_id") a."entity_id", a."to" ->> 'note' AS note, a."at"
  FROM "audit_log" AS a
  WHERE a."entity" = 'medical-assistance' AND a."actor_type" = 'admin' AND coalesce(a."to" ->> 'note', '') <> ''
  ORDER BY a."entity_id", a."at" DESC
) AS latest
WHERE r."id" = latest."entity_id" AND r."decision_note" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" AS s
    WHERE s."entity" = 'medical-assistance' AND s."entity_id" = r."id" AND s."actor_type" = 'staff' AND s."at" > latest."at"
  );--> statement-breakpoint
UPDATE "payment_requests" AS r SET "decision_note" = latest.note
FROM (
  SELECT DISTINCT ON (a."entity_id") a."entity_id", a."to" ->> 'note' AS note, a."at"
  FROM "audit_log" AS a
  WHERE a."entity" = 'payment-requests' AND a."actor_type" = 'admin' AND coalesce(a."to" ->> 'note', '') <> ''
  ORDER BY a."entity_id", a."at" DESC
) AS latest
WHERE r."id" = latest."entity_id" AND r."decision_note" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" AS s
    WHERE s."entity" = 'payment-requests' AND s."entity_id" = r."id" AND s."actor_type" = 'staff' AND s."at" > latest."at"
  );
