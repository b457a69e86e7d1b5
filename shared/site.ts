/** The brand shown in titles and headings until the site name becomes configuration. */
export const SITE_NAME = 'Medinest';
