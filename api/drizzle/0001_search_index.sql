-- Full-text search over offers: one trigram FTS5 row per ad (rowid = ads.id) holding the ad's text and its store's
-- name, category, district and location, kept current by triggers so every write path stays correct.
CREATE VIEW `ad_search_source` AS
SELECT a.id AS id, a.store_id AS store_id,
  a.title || ' ' || a.description || ' ' || ot.title || ' ' || s.store_name || ' ' || c.title || ' ' || d.title || ' ' || l.location_name AS body
FROM ads a
JOIN offer_types ot ON ot.id = a.offer_type_id
JOIN stores s ON s.id = a.store_id
JOIN categories c ON c.id = s.category_id
JOIN locations l ON l.id = s.location_id
JOIN districts d ON d.id = l.district_id;
--> statement-breakpoint
CREATE VIRTUAL TABLE `ads_fts` USING fts5(body, tokenize = 'trigram');
--> statement-breakpoint
CREATE TRIGGER `ads_fts_insert` AFTER INSERT ON `ads` BEGIN
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_update` AFTER UPDATE OF title, description, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_fts WHERE rowid = OLD.id;
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_delete` AFTER DELETE ON `ads` BEGIN
  DELETE FROM ads_fts WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_store_update` AFTER UPDATE OF store_name, category_id, location_id ON `stores` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT id FROM ads WHERE store_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE store_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_category_update` AFTER UPDATE OF title ON `categories` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.category_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_location_update` AFTER UPDATE OF location_name, district_id ON `locations` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.location_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_offer_type_update` AFTER UPDATE OF title ON `offer_types` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT id FROM ads WHERE offer_type_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN ads a ON a.id = src.id WHERE a.offer_type_id = NEW.id;
END;
