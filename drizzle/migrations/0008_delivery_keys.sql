-- Delivery keys (decision 029): orders a tablet queued are placed as their author after that
-- person signed out. A new table only (decision 027: expand).
CREATE TABLE "delivery_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_keys" ADD CONSTRAINT "delivery_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_keys_user_idx" ON "delivery_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "delivery_keys_session_idx" ON "delivery_keys" USING btree ("session_id");