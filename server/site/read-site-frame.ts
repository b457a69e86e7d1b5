import type { HeaderItem, SiteFrame, SiteLink } from '../../shared/site-content';
import { countryCodeNamed } from '../../shared/company-country';
import { phoneRegions } from '../../shared/phone-regions';
import { type JobCardLook, neutralSiteTexts, type SiteSettings } from '../../shared/site';
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

/** What site.yaml says beside the frame: the job pages' looks and words, and the company's country. */
export interface SiteFacts {
  jobCards: JobCardLooks;
  texts: SiteSettings['texts'];
  jobPage?: SiteSettings['jobPage'];
  /** company.country, else the country brand.country names; undefined when neither says one. */
  companyCountry?: string;
}

/** What site.yaml says of every page's frame, its pictures and colours checked, and its other facts. */
export function readSiteFrame(
  fields: FieldReader,
  yaml: SiteYaml,
  images: ReadonlyMap<string, SiteImage>,
): SiteFrame & SiteFacts {
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
          ...(look.image ? { image: jobCardImage(fields, images, look.image, ['jobCards', kind, name, 'image']) } : {}),
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
    texts: {
      jobListings: fields.text(yaml.texts.jobListings ?? neutralSiteTexts.jobListings),
      jobCategories: fields.text(yaml.texts.jobCategories ?? neutralSiteTexts.jobCategories),
      jobTeams: fields.text(yaml.texts.jobTeams ?? neutralSiteTexts.jobTeams),
    },
    ...(yaml.jobPage
      ? { jobPage: { image: fields.image(yaml.jobPage.image, ['jobPage', 'image']), alt: yaml.jobPage.alt ?? '' } }
      : {}),
    ...companyCountryOf(fields, yaml),
  };
}

/**
 * A job card's picture is shown 150 px high across its card, 260 to 730 px wide as the screen goes
 * (client/site/job-cards.css), cut to fill it around its middle: 2:1 loses least at every width.
 * A picture far from it is advised against, not refused.
 */
const JOB_CARD_RATIO = { best: 2, least: 1.6, most: 2.5 };

function jobCardImage(
  fields: FieldReader,
  images: ReadonlyMap<string, SiteImage>,
  path: string,
  at: readonly PropertyKey[],
): string {
  const size = images.get(path)?.size;
  const ratio = size && size.height > 0 ? size.width / size.height : undefined;
  if (size && ratio !== undefined && (ratio < JOB_CARD_RATIO.least || ratio > JOB_CARD_RATIO.most)) {
    fields.advise(
      at,
      `${path} is ${size.width}×${size.height} (${ratio.toFixed(2)}:1); job cards show a picture 150 px high across the card, cut to fill it: a ${JOB_CARD_RATIO.best}:1 picture (600×300 or larger) loses least`,
    );
  }
  return fields.image(path, at);
}

/** The company's country: company.country (a phone region), else the country brand.country names. */
function companyCountryOf(fields: FieldReader, yaml: SiteYaml): { companyCountry?: string } {
  const { country } = yaml.company;
  if (country) {
    if (!phoneRegions.has(country)) {
      fields.problem(
        ['company', 'country'],
        `${country} is not a country code (ISO 3166-1 alpha-2), such as IN, AU or US`,
      );
    }
    return { companyCountry: country };
  }
  const named = countryCodeNamed(yaml.brand.country);
  return named ? { companyCountry: named } : {};
}

export type JobCardLooks = { categories: Record<string, JobCardLook>; teams: Record<string, JobCardLook> };
