ALTER TABLE `stores` ADD `opening_hours` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `stores` ADD `longitude` real;