import { useSite } from './use-site';

/**
 * The site folder's colours as the pages' CSS variables (client/styles.css names them), and its
 * logo as the header's brand mark. The colours are `#rrggbb` and the logo's address the server's
 * own (server/site/): nothing a visitor typed reaches this style.
 */
export function BrandStyle() {
  const { brand } = useSite().frame;
  const { primary, primaryDark, accent } = brand.colors;
  const css =
    `:root{--brand:${primary};--brand-dark:${primaryDark};--accent:${accent}}` +
    `.brand::before{background:url("${brand.logoInline ?? brand.logo}") center/contain no-repeat}`;
  return <style data-brand="" dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The browser's icon and the bar colour of mobile browsers, from the site folder. */
export function SiteIcons() {
  const { brand } = useSite().frame;
  return (
    <>
      <meta name="theme-color" content={brand.colors.primary} />
      <link rel="icon" href={brand.favicon} type={brand.faviconType || undefined} />
    </>
  );
}
