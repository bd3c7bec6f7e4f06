-- A notification keeps the figures its words were made from, so each app words it in its own
-- language. Order status notifications written before keep their English words and get their
-- figures back from them.
ALTER TABLE "notifications" ADD COLUMN "data" jsonb;--> statement-breakpoint
UPDATE "notifications" AS n
SET "data" = jsonb_build_object('orderNumber', x.m[1], 'from', x.m[2], 'to', x.m[3])
FROM (
  SELECT "id", regexp_match("body", '^Your order (\S+) changed from ([A-Z]+) to ([A-Z]+)\.$') AS m
  FROM "notifications"
  WHERE "type" = 'order_status'
) AS x
WHERE n."id" = x."id" AND x.m IS NOT NULL AND n."data" IS NULL;
