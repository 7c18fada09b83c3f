-- Generated, then extended by hand (custom SQL below the generated statements): each store's last end day of its
-- published, unpaused offers, so the public listing's nearest order and store filters walk only the stores with
-- something live, not the years of closed ones (issue 25, docs/decisions/050).
ALTER TABLE `store_offer_totals` ADD `last_end_date` text;--> statement-breakpoint
CREATE INDEX `store_offer_totals_last_end_idx` ON `store_offer_totals` (`last_end_date`);
--> statement-breakpoint
-- Custom SQL (not generated): filled from the offers, then kept exact by the writes to ads. An offer added can only
-- raise it; one deleted, edited (end day, store, published, paused) or moved may lower it, so the store's latest
-- shown offer is read again from ads_store_days_idx (by store, end day descending: a seek).
UPDATE `store_offer_totals` SET `last_end_date` = (
  SELECT max(a.end_date) FROM ads a
  WHERE a.store_id = store_offer_totals.store_id AND a.paused_at IS NULL AND a.published = 1
);
--> statement-breakpoint
DROP TRIGGER `store_offer_totals_insert`;
--> statement-breakpoint
CREATE TRIGGER `store_offer_totals_insert` AFTER INSERT ON `ads` BEGIN
  INSERT INTO store_offer_totals (store_id, offers, views, last_end_date)
    VALUES (NEW.store_id, 1, NEW.clicks, CASE WHEN NEW.published = 1 AND NEW.paused_at IS NULL THEN NEW.end_date END)
    ON CONFLICT (store_id) DO UPDATE SET offers = offers + excluded.offers, views = views + excluded.views,
      last_end_date = CASE WHEN excluded.last_end_date > coalesce(last_end_date, '') THEN excluded.last_end_date
        ELSE last_end_date END;
END;
--> statement-breakpoint
DROP TRIGGER `store_offer_totals_delete`;
--> statement-breakpoint
CREATE TRIGGER `store_offer_totals_delete` AFTER DELETE ON `ads` BEGIN
  UPDATE store_offer_totals SET offers = offers - 1, views = views - OLD.clicks,
    last_end_date = CASE WHEN last_end_date = OLD.end_date THEN (
      SELECT a.end_date FROM ads a WHERE a.store_id = OLD.store_id AND a.paused_at IS NULL AND a.published = 1
      ORDER BY a.end_date DESC LIMIT 1
    ) ELSE last_end_date END
  WHERE store_id = OLD.store_id;
END;
--> statement-breakpoint
-- Beside store_offer_totals_update (store_id, clicks: a view counted must not read the store's offers again). It
-- upserts the new store's row, so it holds whichever of the two runs first.
CREATE TRIGGER `store_offer_totals_last_end_update` AFTER UPDATE OF store_id, end_date, published, paused_at ON `ads`
WHEN OLD.store_id IS NOT NEW.store_id OR OLD.end_date IS NOT NEW.end_date OR OLD.published IS NOT NEW.published
  OR OLD.paused_at IS NOT NEW.paused_at
BEGIN
  UPDATE store_offer_totals SET last_end_date = (
    SELECT a.end_date FROM ads a WHERE a.store_id = OLD.store_id AND a.paused_at IS NULL AND a.published = 1
    ORDER BY a.end_date DESC LIMIT 1
  ) WHERE store_id = OLD.store_id;
  INSERT INTO store_offer_totals (store_id, last_end_date)
    SELECT NEW.store_id, (
      SELECT a.end_date FROM ads a WHERE a.store_id = NEW.store_id AND a.paused_at IS NULL AND a.published = 1
      ORDER BY a.end_date DESC LIMIT 1
    ) WHERE NEW.store_id IS NOT OLD.store_id
    ON CONFLICT (store_id) DO UPDATE SET last_end_date = excluded.last_end_date;
END;
