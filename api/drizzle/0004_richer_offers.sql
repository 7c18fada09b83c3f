ALTER TABLE `ads` ADD `short_title` text;--> statement-breakpoint
ALTER TABLE `ads` ADD `coupon_code` text;--> statement-breakpoint
ALTER TABLE `ads` ADD `terms` text;--> statement-breakpoint
ALTER TABLE `ads` ADD `price_before_paise` integer;--> statement-breakpoint
ALTER TABLE `ads` ADD `price_after_paise` integer;--> statement-breakpoint
-- Custom SQL (not generated): the search index also holds the short title, so the source view and the ads update
-- trigger are recreated with it. Existing rows have no short title, so their indexed text needs no rebuild.
DROP TRIGGER `ads_fts_update`;
--> statement-breakpoint
DROP VIEW `ad_search_source`;
--> statement-breakpoint
CREATE VIEW `ad_search_source` AS
SELECT a.id AS id, a.store_id AS store_id,
  coalesce(a.short_title || ' ', '') || a.title || ' ' || a.description || ' ' || ot.title || ' ' || s.store_name || ' ' || c.title || ' ' || d.title || ' ' || l.location_name AS body
FROM ads a
JOIN offer_types ot ON ot.id = a.offer_type_id
JOIN stores s ON s.id = a.store_id
JOIN categories c ON c.id = s.category_id
JOIN locations l ON l.id = s.location_id
JOIN districts d ON d.id = l.district_id;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_update` AFTER UPDATE OF short_title, title, description, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_fts WHERE rowid = OLD.id;
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
