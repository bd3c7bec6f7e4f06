-- The mail waiting for delivery (an order's copy, written with the order: decision 053), indexed
-- alone, so the delivery's look-up reads the queued rows instead of the whole table. A new index
-- only (decision 027: expand). IF NOT EXISTS: on a big table it can be made beforehand with
-- CREATE INDEX CONCURRENTLY under the same name, and this migration then finds it.
CREATE INDEX IF NOT EXISTS "mail_outbox_queued_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" = 'queued';
