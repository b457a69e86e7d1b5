import type { HeaderItem, SiteFrame, SiteLink } from '../../shared/site-content';
import type { JobCardLook } from '../../shared/site';
import { slugOf } from '../../shared/slug';
import { colourProblems, darkened } from './brand-colors';
import type { FieldReader } from './folder-reading';
import type { SiteImage } from './site-images';
import type { SiteYaml } from './site-schema';

/** The menu's popover id, from its label: `Culture` is `culture-menu`. */
const menuId = (label: string, index: number) => `${slugOf(label, `menu-${index}`)}-menu`;

function linksOf(
  fields: FieldReader,
  links: SiteYaml['footer'][number]['links'],
  at: readonly PropertyKey[],
): SiteLink[] {
  return links.flatMap((link, index) => fields.link(link, [...at, index]) ?? []);
}

function headerOf(fields: FieldReader, header: SiteYaml['header']): HeaderItem[] {
  return header.flatMap((item, index): HeaderItem[] => {
    if (item.menu) {
      const links = linksOf(fields, item.menu, ['header', index, 'menu']);
      return links.length > 0
        ? [{ kind: 'menu', label: fields.text(item.label), id: menuId(item.label, index), links }]
        : [];
    }
    const link = fields.link(item, ['header', index]);
    return link ? [{ kind: 'link', ...link }] : [];
  });
}

/** What site.yaml says of every page's frame, its pictures and colours checked. */
export function readSiteFrame(
  fields: FieldReader,
  yaml: SiteYaml,
  images: ReadonlyMap<string, SiteImage>,
): SiteFrame & { jobCards: JobCardLooks } {
  const { brand } = yaml;
  const colors = {
    primary: brand.colors.primary,
    primaryDark: brand.colors.primaryDark ?? darkened(brand.colors.primary),
    accent: brand.colors.accent ?? brand.colors.primary,
  };
  for (const problem of colourProblems(colors)) fields.problem(['brand', 'colors', problem.field], problem.message);

  const logo = fields.image(brand.logo, ['brand', 'logo']);
  const logoFile = images.get(brand.logo);
  const faviconFile = images.get(brand.favicon ?? brand.logo);
  const partnerLinks = (yaml.partners?.links ?? []).flatMap((link, index) => {
    const resolved = fields.link(link, ['partners', 'links', index]);
    return resolved ? [{ ...resolved, note: link.note && fields.text(link.note) }] : [];
  });
  const looks = (kind: 'categories' | 'teams') =>
    Object.fromEntries(
      Object.entries(yaml.jobCards[kind]).map(([name, look]) => [
        name,
        {
          ...(look.image ? { image: fields.image(look.image, ['jobCards', kind, name, 'image']) } : {}),
          ...(look.text ? { text: fields.text(look.text) } : {}),
        },
      ]),
    );
  return {
    brand: {
      legalName: brand.legalName ?? fields.text('{site}'),
      ...(brand.copyrightYears ? { copyrightYears: brand.copyrightYears } : {}),
      logo,
      ...(logoFile?.dataUrl ? { logoInline: logoFile.dataUrl } : {}),
      favicon: brand.favicon ? fields.image(brand.favicon, ['brand', 'favicon']) : logo,
      faviconType: faviconFile?.type ?? '',
      colors,
      language: brand.language,
      country: brand.country,
      about: fields.text(brand.about),
      ...(brand.footerImage
        ? {
            footerImage: {
              src: fields.image(brand.footerImage.image, ['brand', 'footerImage', 'image']),
              alt: brand.footerImage.alt,
            },
          }
        : {}),
    },
    header: headerOf(fields, yaml.header),
    footer: yaml.footer.flatMap((column, index) => {
      const links = linksOf(fields, column.links, ['footer', index, 'links']);
      return links.length > 0 ? [{ heading: fields.text(column.heading), links }] : [];
    }),
    applicationFooter: linksOf(fields, yaml.applicationFooter, ['applicationFooter']),
    ...(yaml.partners && partnerLinks.length > 0
      ? { partners: { heading: fields.text(yaml.partners.heading), links: partnerLinks } }
      : {}),
    social: yaml.social,
    ...(yaml.company.website ? { website: yaml.company.website } : {}),
    jobCards: { categories: looks('categories'), teams: looks('teams') },
  };
}

export type JobCardLooks = { categories: Record<string, JobCardLook>; teams: Record<string, JobCardLook> };
