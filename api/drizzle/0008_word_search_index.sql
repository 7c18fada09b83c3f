-- Custom SQL (not generated): a second full-text index over the same text as ads_fts, split into words (unicode61)
-- with prefix indexes for 1 to 3 characters, so a short search term matches whole words or word starts ("tv",
-- "ac") where the trigram index can only match substrings of 3+ characters. Contentless (the text is in ads_fts
-- already); rows are deleted by rowid. Its triggers follow the same writes as those of ads_fts (0001, 0004).
CREATE VIRTUAL TABLE `ads_words` USING fts5(body, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source;
--> statement-breakpoint
CREATE TRIGGER `ads_words_insert` AFTER INSERT ON `ads` BEGIN
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_update` AFTER UPDATE OF short_title, title, description, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_words WHERE rowid = OLD.id;
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_delete` AFTER DELETE ON `ads` BEGIN
  DELETE FROM ads_words WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_store_update` AFTER UPDATE OF store_name, category_id, location_id ON `stores` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT id FROM ads WHERE store_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE store_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_category_update` AFTER UPDATE OF title ON `categories` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.category_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_location_update` AFTER UPDATE OF location_name, district_id ON `locations` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT a.id FROM ads a JOIN stores s ON s.id = a.store_id WHERE s.location_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN stores s ON s.id = src.store_id WHERE s.location_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_offer_type_update` AFTER UPDATE OF title ON `offer_types` BEGIN
  DELETE FROM ads_words WHERE rowid IN (SELECT id FROM ads WHERE offer_type_id = NEW.id);
  INSERT INTO ads_words(rowid, body) SELECT src.id, src.body FROM ad_search_source src JOIN ads a ON a.id = src.id WHERE a.offer_type_id = NEW.id;
END;
