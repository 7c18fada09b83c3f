ALTER TABLE `stores` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `stores` ADD `longitude` real;