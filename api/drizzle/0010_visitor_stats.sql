CREATE TABLE `offer_daily_stats` (
	`ad_id` integer NOT NULL,
	`day` text NOT NULL,
	`type` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`ad_id`, `day`, `type`),
	FOREIGN KEY (`ad_id`) REFERENCES `ads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `store_daily_stats` (
	`store_id` integer NOT NULL,
	`day` text NOT NULL,
	`type` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`store_id`, `day`, `type`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
