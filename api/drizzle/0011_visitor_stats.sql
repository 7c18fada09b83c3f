-- WITHOUT ROWID (added by hand): each row lives in its primary key's B-tree alone, so a flush of visitors' events
-- (services/visitor-events.ts) writes one tree per row instead of two.
CREATE TABLE `offer_daily_stats` (
	`ad_id` integer NOT NULL,
	`day` text NOT NULL,
	`type` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`ad_id`, `day`, `type`),
	FOREIGN KEY (`ad_id`) REFERENCES `ads`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `store_daily_stats` (
	`store_id` integer NOT NULL,
	`day` text NOT NULL,
	`type` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`store_id`, `day`, `type`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
