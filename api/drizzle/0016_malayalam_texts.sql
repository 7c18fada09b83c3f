ALTER TABLE `ads` ADD `title_ml` text;
--> statement-breakpoint
ALTER TABLE `ads` ADD `description_ml` text;
--> statement-breakpoint
ALTER TABLE `ads` ADD `terms_ml` text;
--> statement-breakpoint
ALTER TABLE `categories` ADD `title_ml` text;
--> statement-breakpoint
ALTER TABLE `districts` ADD `name_ml` text;
--> statement-breakpoint
ALTER TABLE `locations` ADD `name_ml` text;
--> statement-breakpoint
ALTER TABLE `offer_types` ADD `title_ml` text;
--> statement-breakpoint
ALTER TABLE `stores` ADD `store_name_ml` text;
--> statement-breakpoint
ALTER TABLE `stores` ADD `address_ml` text;
--> statement-breakpoint
-- Custom SQL (not generated): the Malayalam twins (issue 22) are searched like the English texts, so the source view
-- of both indexes (0001, 0008) adds them and every update trigger also follows them (districts get triggers, as their
-- Malayalam names come from reference/districts.json at start). The view folds the two spellings of the chillu
-- letters (consonant + virama + ZWJ) into the atomic letters, as lib/malayalam-text.ts does to writes and queries,
-- so text written before this migration or by any path is found by either spelling. The word index is rebuilt with
-- combining marks as word characters: unicode61 by default splits Malayalam words at every vowel sign and virama
-- ("ചായ" became "ച" "യ", so it also matched "ചിയ"). Existing rows have no Malayalam text and, in practice, no
-- chillu sequences, so the trigram index keeps its rows.
DROP TRIGGER `ads_fts_update`;
--> statement-breakpoint
DROP TRIGGER `ads_fts_store_update`;
--> statement-breakpoint
DROP TRIGGER `ads_fts_category_update`;
--> statement-breakpoint
DROP TRIGGER `ads_fts_location_update`;
--> statement-breakpoint
DROP TRIGGER `ads_fts_offer_type_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_store_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_category_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_location_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_offer_type_update`;
--> statement-breakpoint
DROP VIEW `ad_search_source`;
--> statement-breakpoint
DROP TABLE `ads_words`;
--> statement-breakpoint
CREATE VIEW `ad_search_source` AS
SELECT a.id AS id, a.store_id AS store_id,
  replace(replace(replace(replace(replace(replace(
    a.title || ' ' || a.description || ' ' || ot.title || ' ' || s.store_name || ' ' || c.title || ' ' || d.title
      || ' ' || l.location_name
      || coalesce(' ' || a.title_ml, '') || coalesce(' ' || a.description_ml, '') || coalesce(' ' || ot.title_ml, '')
      || coalesce(' ' || s.store_name_ml, '') || coalesce(' ' || c.title_ml, '') || coalesce(' ' || d.name_ml, '')
      || coalesce(' ' || l.name_ml, ''),
    char(0x0D23, 0x0D4D, 0x200D), char(0x0D7A)),
    char(0x0D28, 0x0D4D, 0x200D), char(0x0D7B)),
    char(0x0D30, 0x0D4D, 0x200D), char(0x0D7C)),
    char(0x0D32, 0x0D4D, 0x200D), char(0x0D7D)),
    char(0x0D33, 0x0D4D, 0x200D), char(0x0D7E)),
    char(0x0D15, 0x0D4D, 0x200D), char(0x0D7F)) AS body
FROM ads a
JOIN offer_types ot ON ot.id = a.offer_type_id
JOIN stores s ON s.id = a.store_id
JOIN categories c ON c.id = s.category_id
JOIN locations l ON l.id = s.location_id
JOIN districts d ON d.id = l.district_id;
--> statement-breakpoint
CREATE VIRTUAL TABLE `ads_words` USING fts5(body, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '1 2 3', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_update` AFTER UPDATE OF title, description, title_ml, description_ml, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_fts WHERE rowid = OLD.id;
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_store_update` AFTER UPDATE OF store_name, store_name_ml, category_id, location_id ON `stores` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT id FROM ads WHERE store_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE store_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_category_update` AFTER UPDATE OF title, title_ml ON `categories` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.category_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_location_update` AFTER UPDATE OF location_name, name_ml, district_id ON `locations` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.location_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_district_update` AFTER UPDATE OF title, name_ml ON `districts` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_offer_type_update` AFTER UPDATE OF title, title_ml ON `offer_types` BEGIN
  DELETE FROM ads_fts WHERE rowid IN (SELECT id FROM ads WHERE offer_type_id = NEW.id);
  INSERT INTO ads_fts(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN ads a ON a.id = src.id WHERE a.offer_type_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_update` AFTER UPDATE OF title, description, title_ml, description_ml, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_words WHERE rowid = OLD.id;
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_store_update` AFTER UPDATE OF store_name, store_name_ml, category_id, location_id ON `stores` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT id FROM ads WHERE store_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE store_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_category_update` AFTER UPDATE OF title, title_ml ON `categories` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.category_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_location_update` AFTER UPDATE OF location_name, name_ml, district_id ON `locations` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.location_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_district_update` AFTER UPDATE OF title, name_ml ON `districts` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id JOIN locations l ON l.id = s.location_id WHERE l.district_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_offer_type_update` AFTER UPDATE OF title, title_ml ON `offer_types` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT id FROM ads WHERE offer_type_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN ads a ON a.id = src.id WHERE a.offer_type_id = NEW.id;
END;
