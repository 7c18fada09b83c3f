DROP INDEX `ads_end_date_idx`;--> statement-breakpoint
CREATE INDEX `ads_visible_idx` ON `ads` (`end_date`,`start_date`,`store_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `stores` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `stores` ADD `longitude` real;