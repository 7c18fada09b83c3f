/** The site's name, wherever it is shown. */
export declare const SITE_NAME: string;

/** The brand green: the public site's header and buttons, the posters' band and titles, the theme colour. */
export declare const BRAND_COLOUR: string;
