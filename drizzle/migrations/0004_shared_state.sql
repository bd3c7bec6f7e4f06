CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_last_at_idx" ON "rate_limits" USING btree ("last_at");--> statement-breakpoint
-- Pictures are WebP already: storing them uncompressed saves the CPU of trying again.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
