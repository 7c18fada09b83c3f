DROP INDEX `ads_end_date_idx`;--> statement-breakpoint
CREATE INDEX `ads_visible_idx` ON `ads` (`end_date`,`start_date`,`store_id`,`created_at`);
