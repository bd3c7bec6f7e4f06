-- Delta sync: every catalogue row gets a version from one sequence on every insert and update,
-- and every delete leaves a tombstone. Writers of catalogue rows take one transaction-scoped
-- advisory lock before drawing a version, so versions become visible in the order they were
-- drawn and a client that has seen version N can never later miss a row with a version <= N.
-- See docs/decisions/003-delta-sync-versions.md.
CREATE SEQUENCE IF NOT EXISTS sync_version_seq;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS order_number_seq START WITH 1001;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_bump_sync_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7270001);
  NEW.sync_version := nextval('sync_version_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_tombstone() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7270001);
  INSERT INTO sync_tombstones (entity, entity_id, sync_version)
    VALUES (TG_TABLE_NAME, OLD.id, nextval('sync_version_seq'));
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A change to a product's images, categories or tags is a change of the product as clients see it.
CREATE OR REPLACE FUNCTION portal_touch_products() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET sync_version = 0 WHERE id IN (SELECT DISTINCT product_id FROM old_rows);
  ELSE
    UPDATE products SET sync_version = 0 WHERE id IN (SELECT DISTINCT product_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_images', 'vendors', 'categories', 'tags', 'events', 'settings'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION portal_bump_sync_version()', t || '_sync_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION portal_tombstone()', t || '_tombstone', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['product_images', 'product_categories', 'product_tags'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_touch_products()', t || '_touch_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_touch_products()', t || '_touch_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_touch_products()', t || '_touch_del', t);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO sync_state (id, purged_through_version) VALUES (1, 0) ON CONFLICT DO NOTHING;
