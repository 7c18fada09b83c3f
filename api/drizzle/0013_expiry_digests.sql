CREATE TABLE `expiry_digests` (
	`day` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	`mails` integer NOT NULL
);
