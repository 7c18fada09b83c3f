ALTER TABLE `review_items` ADD `based_on` text;
