-- Custom SQL (not generated): an offer has one title (docs/decisions/032-one-offer-title.md), so the short title
-- folds into `title` and its column goes. Each offer's title becomes the first of: its short title (it was the card,
-- heading, tab and share title); its old title when the operator typed one (not the offer type's name it defaulted
-- to; it was the tab and share title); its description (the card and heading of an offer without a short title).
-- Cut at a word to at most 80 characters with an ellipsis, as titleFromDescription (shared-types/src/rules.js)
-- cuts a new offer's description. The rows change while the search triggers of 0004 and 0008 still run, so both
-- indexes get each changed row's new text (with no short title, their view's text is the new view's); then the
-- view and the two update triggers are recreated without the column.
WITH chosen AS (
  SELECT a.id,
    trim(replace(replace(replace(replace(replace(replace(replace(
      CASE
        WHEN trim(coalesce(a.short_title, '')) <> '' THEN a.short_title
        WHEN trim(a.title) <> '' AND lower(trim(a.title)) <> lower(ot.title) THEN a.title
        ELSE a.description
      END,
      char(13), ' '), char(10), ' '), char(9), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')) AS text
  FROM ads a
  JOIN offer_types ot ON ot.id = a.offer_type_id
),
headed AS (
  SELECT id, text, substr(text, 1, 79) AS head FROM chosen
),
folded AS (
  SELECT id,
    CASE
      WHEN length(text) <= 80 THEN text
      ELSE rtrim(
        CASE WHEN rtrim(head, replace(head, ' ', '')) <> '' THEN rtrim(head, replace(head, ' ', '')) ELSE head END,
        ' ,;:.-–'
      ) || '…'
    END AS title
  FROM headed
)
UPDATE ads SET title = folded.title, short_title = NULL
FROM folded
WHERE folded.id = ads.id AND (ads.title IS NOT folded.title OR ads.short_title IS NOT NULL);
--> statement-breakpoint
DROP TRIGGER `ads_fts_update`;
--> statement-breakpoint
DROP TRIGGER `ads_words_update`;
--> statement-breakpoint
DROP VIEW `ad_search_source`;
--> statement-breakpoint
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
ALTER TABLE `ads` DROP COLUMN `short_title`;
--> statement-breakpoint
CREATE TRIGGER `ads_fts_update` AFTER UPDATE OF title, description, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_fts WHERE rowid = OLD.id;
  INSERT INTO ads_fts(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `ads_words_update` AFTER UPDATE OF title, description, offer_type_id, store_id ON `ads` BEGIN
  DELETE FROM ads_words WHERE rowid = OLD.id;
  INSERT INTO ads_words(rowid, body) SELECT id, body FROM ad_search_source WHERE id = NEW.id;
END;
