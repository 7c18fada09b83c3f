ALTER TABLE `ads` ADD `published` integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE `stores` ADD `trusted` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `review_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ad_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`title` text NOT NULL,
	`proposed` text,
	`reason` text,
	`submitted_by` text NOT NULL,
	`submitted_at` integer NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`ad_id`) REFERENCES `ads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_items_ad_idx` ON `review_items` (`ad_id`);
--> statement-breakpoint
CREATE INDEX `review_items_status_idx` ON `review_items` (`status`,`submitted_at`);
