-- Generated, then extended by hand (custom SQL below the generated statements): the visitors' search indexes of live
-- offers and each store's running totals (issue 25, docs/decisions/046). ads_store_days_idx loses `clicks`: the
-- report read views from it, and every view counted rewrote its entry.
CREATE TABLE `live_search_window` (
	`id` integer PRIMARY KEY NOT NULL,
	`from_day` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `store_offer_totals` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`offers` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `ads_store_days_idx`;--> statement-breakpoint
CREATE INDEX `ads_store_days_idx` ON `ads` (`store_id`,`end_date`,`start_date`,`created_at`,`paused_at`,`published`);
--> statement-breakpoint
-- Custom SQL (not generated): a second pair of full-text indexes (trigram and words, as 0016 builds ads_fts and
-- ads_words) holding only the offers that end on or after live_search_window's day, so a visitor's search decodes
-- today's matches, not two years of ended ones. The full pair keeps every offer for the admin and showExpired. The
-- triggers keep the live pair exactly "end_date >= from_day" on every write; the nightly housekeeping moves the day
-- to today and removes what ended before it. It starts a day back, so a region ahead of UTC loses nothing.
INSERT INTO `live_search_window` (`id`, `from_day`) VALUES (1, date('now', '-1 day'));
--> statement-breakpoint
CREATE VIEW `ad_live_search_source` AS
SELECT src.id AS id, src.store_id AS store_id, a.offer_type_id AS offer_type_id, src.body AS body
FROM ad_search_source src
JOIN ads a ON a.id = src.id
WHERE a.end_date >= (SELECT from_day FROM live_search_window);
--> statement-breakpoint
CREATE VIRTUAL TABLE `ads_live_fts` USING fts5(body, tokenize = 'trigram');
--> statement-breakpoint
CREATE VIRTUAL TABLE `ads_live_words` USING fts5(body, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO ads_live_fts(rowid, body) SELECT id, body FROM ad_live_search_source;
--> statement-breakpoint
INSERT INTO ads_live_words(rowid, body) SELECT id, body FROM ad_live_search_source;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_insert` AFTER INSERT ON `ads` BEGIN
  INSERT INTO ads_live_fts(rowid, body) SELECT id, body FROM ad_live_search_source WHERE id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT id, body FROM ad_live_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_update` AFTER UPDATE OF title, description, title_ml, description_ml, offer_type_id, store_id, end_date ON `ads` BEGIN
  DELETE FROM ads_live_fts WHERE rowid = OLD.id;
  DELETE FROM ads_live_words WHERE rowid = OLD.id;
  INSERT INTO ads_live_fts(rowid, body) SELECT id, body FROM ad_live_search_source WHERE id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT id, body FROM ad_live_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_delete` AFTER DELETE ON `ads` BEGIN
  DELETE FROM ads_live_fts WHERE rowid = OLD.id;
  DELETE FROM ads_live_words WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_store_update` AFTER UPDATE OF store_name, store_name_ml, category_id, location_id ON `stores` BEGIN
  DELETE FROM ads_live_fts WHERE rowid IN (SELECT src.id FROM ad_live_search_source src WHERE src.store_id = NEW.id);
  DELETE FROM ads_live_words WHERE rowid IN (SELECT src.id FROM ad_live_search_source src WHERE src.store_id = NEW.id);
  INSERT INTO ads_live_fts(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src WHERE src.store_id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src WHERE src.store_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_category_update` AFTER UPDATE OF title, title_ml ON `categories` BEGIN
  DELETE FROM ads_live_fts WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id);
  DELETE FROM ads_live_words WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id);
  INSERT INTO ads_live_fts(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_location_update` AFTER UPDATE OF location_name, name_ml, district_id ON `locations` BEGIN
  DELETE FROM ads_live_fts WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id);
  DELETE FROM ads_live_words WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id);
  INSERT INTO ads_live_fts(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_district_update` AFTER UPDATE OF title, name_ml ON `districts` BEGIN
  DELETE FROM ads_live_fts WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id);
  DELETE FROM ads_live_words WHERE rowid IN (SELECT src.id FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id);
  INSERT INTO ads_live_fts(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_live_search_offer_type_update` AFTER UPDATE OF title, title_ml ON `offer_types` BEGIN
  DELETE FROM ads_live_fts WHERE rowid IN (SELECT src.id FROM ad_live_search_source src WHERE src.offer_type_id = NEW.id);
  DELETE FROM ads_live_words WHERE rowid IN (SELECT src.id FROM ad_live_search_source src WHERE src.offer_type_id = NEW.id);
  INSERT INTO ads_live_fts(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src WHERE src.offer_type_id = NEW.id;
  INSERT INTO ads_live_words(rowid, body) SELECT src.id, src.body FROM ad_live_search_source src WHERE src.offer_type_id = NEW.id;
END;
--> statement-breakpoint
-- Custom SQL (not generated): each store's offers and views over all its offers, kept by the writes to ads (a view
-- counted, an offer added, moved or deleted), so the per-store report costs what the stores do, not the years of
-- offers behind them.
INSERT INTO `store_offer_totals` (`store_id`, `offers`, `views`) SELECT store_id, count(*), sum(clicks) FROM ads GROUP BY store_id;
--> statement-breakpoint
CREATE TRIGGER `store_offer_totals_insert` AFTER INSERT ON `ads` BEGIN
  INSERT INTO store_offer_totals (store_id, offers, views) VALUES (NEW.store_id, 1, NEW.clicks)
    ON CONFLICT (store_id) DO UPDATE SET offers = offers + excluded.offers, views = views + excluded.views;
END;
--> statement-breakpoint
CREATE TRIGGER `store_offer_totals_update` AFTER UPDATE OF store_id, clicks ON `ads` BEGIN
  UPDATE store_offer_totals SET offers = offers - 1, views = views - OLD.clicks WHERE store_id = OLD.store_id;
  INSERT INTO store_offer_totals (store_id, offers, views) VALUES (NEW.store_id, 1, NEW.clicks)
    ON CONFLICT (store_id) DO UPDATE SET offers = offers + excluded.offers, views = views + excluded.views;
END;
--> statement-breakpoint
CREATE TRIGGER `store_offer_totals_delete` AFTER DELETE ON `ads` BEGIN
  UPDATE store_offer_totals SET offers = offers - 1, views = views - OLD.clicks WHERE store_id = OLD.store_id;
END;
