CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor_email` text NOT NULL,
	`address` text NOT NULL,
	`action` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text,
	`item_name` text NOT NULL,
	`changes` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_item_idx` ON `audit_log` (`item_type`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_item_action_idx` ON `audit_log` (`item_type`,`action`,`at`);--> statement-breakpoint
ALTER TABLE `banners` ADD `link_store_id` integer REFERENCES stores(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `link_ad_id` integer REFERENCES ads(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `link_url` text;--> statement-breakpoint
ALTER TABLE `banners` ADD `start_date` text;--> statement-breakpoint
ALTER TABLE `banners` ADD `end_date` text;