// The site's name and brand colour, for every place that shows them: the public site, the admin, the API's mails,
// posters and pages. Renaming the site is a change here (and recolouring it, `--brand` in public-web/src/styles/base.css too).
export const SITE_NAME = 'OfferBoard';

/** The brand green: the public site's header and buttons, the posters' band and titles, the theme colour. */
export const BRAND_COLOUR = '#0b6e4f';
