-- Mail delivered with retries (decision 052): a failed try that may pass queues the row again for
-- later (attempts, next_attempt_at); a row is 'sending' while a process hands it to the server
-- (claimed_at), outside any transaction, and one left 'sending' by a process that stopped is taken
-- again. New columns with constant defaults and a new index only (decision 027: expand), so
-- instances of the last release keep working beside it. IF NOT EXISTS, as in 0011.
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_sending_idx" ON "mail_outbox" USING btree ("claimed_at") WHERE "mail_outbox"."status" = 'sending';
