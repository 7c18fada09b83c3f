-- Custom SQL (not generated): partial indexes drizzle-kit's stale snapshot (0007's) cannot diff. The offers a visitor's
-- calls read (published, not paused, ending today or later) alone, by end day, and by store or offer type first, so a
-- listing, a filter or a store page ranges over today's offers and never over the ended ones that accumulate
-- (docs/decisions/040). Each holds the columns the public WHERE and ORDER BY read, so the count and the ids of a page
-- come from the index alone.
CREATE INDEX `ads_live_idx` ON `ads` (`end_date`,`start_date`,`created_at`,`paused_at`,`published`) WHERE paused_at IS NULL AND published = 1;
--> statement-breakpoint
CREATE INDEX `ads_store_live_idx` ON `ads` (`store_id`,`end_date`,`start_date`,`created_at`,`paused_at`,`published`) WHERE paused_at IS NULL AND published = 1;
--> statement-breakpoint
CREATE INDEX `ads_type_live_idx` ON `ads` (`offer_type_id`,`end_date`,`start_date`,`created_at`,`paused_at`,`published`) WHERE paused_at IS NULL AND published = 1;
