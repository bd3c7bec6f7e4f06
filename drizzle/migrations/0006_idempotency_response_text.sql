-- A stored order answer is kept as the very text that was sent (json keeps its input as it is;
-- jsonb reordered its keys and spaced it), so a replay answers the same bytes as the first time.
ALTER TABLE "idempotency_records" ALTER COLUMN "response_body" SET DATA TYPE json USING "response_body"::json;
