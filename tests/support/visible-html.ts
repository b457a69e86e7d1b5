/** A page's HTML without the empty comments React puts between adjacent texts, as a reader sees its words. */
export const visibleHtml = (html: string) => html.replaceAll('<!-- -->', '');
