import { z } from 'zod';
import { neutralSiteTexts } from '../../shared/site';

/**
 * The shapes of a site folder: `site.yaml` and each page's front matter. The reference in
 * docs/site-folder.md is generated from these descriptions (`npm run site-reference`), so a field
 * is documented here, once.
 */

/** A file of the folder's `images/`, written as the folder names it: `images/team.svg`. */
export const imagePath = z
  .string()
  .regex(/^images\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'must be a file in images/, such as images/team.svg')
  .refine((path) => !path.split('/').includes('..'), 'must stay inside images/')
  .describe("A picture in the folder's `images/`, such as `images/team.svg` (SVG, PNG, JPEG, WebP or AVIF).");

const oneLine = (what: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((text) => !/[\r\n]/.test(text), `${what} must be one line`);

/** Markdown, rendered to sanitized HTML at start. */
const markdown = z.string().trim().min(1, 'must not be empty').max(20_000).describe('Markdown.');

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
  .transform((value) => value.toLowerCase());

/**
 * Where a link leads: `to`, a path of this site (`/culture`, `/joblistings?q=nurse`), or `href`,
 * an address elsewhere. `href` may name a setting, `${JOB_BOARD_URL}/teams`: the link is shown
 * only when that setting has a value, so nothing links to a placeholder.
 */
export const linkFields = {
  label: oneLine("a link's label", 80).describe('The words of the link.'),
  to: z
    .string()
    .regex(/^\/[^\s]*$/, 'must be a path of this site starting with /, such as /culture')
    .optional()
    .describe('A path of this site, such as `/culture` or `/joblistings?q=nurse`.'),
  href: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      'An address elsewhere (http, https or mailto). It may start with a setting, `${JOB_BOARD_URL}/teams`; ' +
        'the link is then shown only when that setting is set.',
    ),
};

/** A link leads to one place: a path here or an address elsewhere. */
const oneTarget = (link: { to?: string; href?: string }) => (link.to === undefined) !== (link.href === undefined);

const linkOf = <T extends z.ZodRawShape>(extra: T) =>
  z.strictObject({ ...linkFields, ...extra }).refine((link) => oneTarget(link as { to?: string; href?: string }), {
    message: 'needs either `to` (a path of this site) or `href` (an address elsewhere), not both',
  });

export const siteLink = linkOf({}).describe('A link: `label` with `to` or `href`.');

/** A header item: a link, or (with `menu`) a button opening a list of links. */
const headerItem = z
  .strictObject({
    ...linkFields,
    menu: z.array(siteLink).min(1).max(12).optional().describe('Makes the item a button opening these links.'),
  })
  .refine((item) => (item.menu ? item.to === undefined && item.href === undefined : oneTarget(item)), {
    message: 'needs `menu` (a list of links), or either `to` or `href`',
  })
  .describe('A link (`label` with `to` or `href`), or a menu (`label` with `menu`).');

const footerColumn = z.strictObject({
  heading: oneLine("a column's heading", 60),
  links: z.array(siteLink).min(1).max(12),
});

const partnerLink = linkOf({
  note: oneLine("a partner link's note").optional().describe('A line under the label.'),
});

const jobCardLook = z.strictObject({
  image: imagePath
    .optional()
    .describe('Shown 150 px high across the card, cut to fill it: 2:1 (600×300 or larger) loses least.'),
  text: oneLine("a card's sentence", 300).optional().describe("A sentence under the card's heading."),
});

export const socialNetworks = ['linkedin', 'x', 'facebook', 'instagram', 'youtube', 'github', 'glassdoor'] as const;

export const siteYamlSchema = z.strictObject({
  brand: z
    .strictObject({
      name: oneLine("the brand's name", 60).describe('The company as visitors know it: titles, headings, emails.'),
      legalName: oneLine('the legal name', 120)
        .optional()
        .describe("The registered name, for the footer's copyright and the jobs' structured data; default `name`."),
      copyrightYears: oneLine('the copyright years', 20)
        .optional()
        .describe("The footer's copyright years (`1996–2024`); unset, the footer's copyright names no years."),
      logo: imagePath.describe("The logo, square: the header, the emails and the jobs' structured data."),
      favicon: imagePath.optional().describe("The browser tab's icon; default the logo."),
      colors: z
        .strictObject({
          primary: colour.describe("Buttons, links and headings' accents: white text on it needs 4.5:1 (WCAG AA)."),
          primaryDark: colour.optional().describe('Hover and pressed states; white text on it needs 4.5:1.'),
          accent: colour.optional().describe('Highlights such as the check marks of lists; needs 3:1 against white.'),
        })
        .describe('Colours as `#rrggbb`. A colour whose text would fall below WCAG AA is refused, naming the pair.'),
      language: oneLine('the language label', 40).describe("The footer's language label (display only)."),
      country: oneLine('the country label', 60).describe("The footer's country label (display only)."),
      about: oneLine("the footer's text", 400).describe("The footer's sentence about the company."),
      footerImage: z
        .strictObject({ image: imagePath, alt: oneLine("a picture's text", 120) })
        .optional()
        .describe('A picture in the footer, with its text for those who cannot see it.'),
    })
    .describe("The company's name, logo and colours."),
  company: z
    .strictObject({
      website: z
        .url({ protocol: /^https?$/ })
        .optional()
        .describe("The company's own site (structured data `sameAs`)."),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a country as its ISO 3166-1 alpha-2 code, such as IN, AU or US')
        .optional()
        .describe(
          "Where the company hires, as an ISO 3166-1 alpha-2 code (`IN`): the wizard's questions and a phone number's country follow it " +
            '(`COMPANY_COUNTRY` overrides it; read at start). Default: the country `brand.country` names, else `AU`.',
        ),
    })
    .default({})
    .describe("Facts about the company the pages and the jobs' structured data (`hiringOrganization`) use."),
  jobPage: z
    .strictObject({
      image: imagePath.describe('Shown 320×180 (16:9) beside the heading of every job.'),
      alt: oneLine("a picture's text", 120)
        .optional()
        .describe('What it shows, for those who cannot see it; unset, it is decoration.'),
    })
    .optional()
    .describe("The picture of every job's page; none when unset."),
  texts: z
    .strictObject({
      jobListings: oneLine('the text', 300)
        .optional()
        .describe(
          `The job list's line under its heading and its search engines' summary. Default: "${neutralSiteTexts.jobListings}".`,
        ),
      jobCategories: oneLine('the text', 300)
        .optional()
        .describe(`The job categories page's line under its heading. Default: "${neutralSiteTexts.jobCategories}".`),
      jobTeams: oneLine('the text', 300)
        .optional()
        .describe(`The teams page's line under its heading. Default: "${neutralSiteTexts.jobTeams}".`),
    })
    .default({})
    .describe("Sentences of the job pages in the company's words; `{site}` is the brand's name."),
  header: z.array(headerItem).max(10).describe("The header's links and menus, in order."),
  footer: z.array(footerColumn).max(4).describe("The footer's columns of links."),
  applicationFooter: z
    .array(siteLink)
    .max(8)
    .default([])
    .describe("The links under the application's equal-opportunity notice (privacy, imprint, accommodations)."),
  partners: z
    .strictObject({
      heading: oneLine("the partners' heading", 80).describe("The drawer's heading; `{site}` is the brand's name."),
      links: z.array(partnerLink).max(8),
    })
    .optional()
    .describe("The application pages' drawer of partner areas; shown only when one has an address."),
  social: z
    .array(z.strictObject({ network: z.enum(socialNetworks), href: z.url({ protocol: /^https$/ }) }))
    .max(8)
    .default([])
    .describe("The company's profiles, linked in the footer."),
  jobCards: z
    .strictObject({
      categories: z.record(z.string(), jobCardLook).default({}),
      teams: z.record(z.string(), jobCardLook).default({}),
    })
    .default({ categories: {}, teams: {} })
    .describe(
      "A picture and a sentence for a category's or team's card, by its name as the jobs write it. " +
        'The cards themselves come from the open jobs.',
    ),
});

export type SiteYaml = z.infer<typeof siteYamlSchema>;
export type SiteLinkInput = z.infer<typeof siteLink>;

const action = linkOf({
  hiddenText: z
    .string()
    .max(120)
    .optional()
    .describe('Words only screen readers hear after the label, when the label alone says little ("Learn more").'),
  style: z.enum(['primary', 'outline']).default('primary').describe('A filled or an outlined button.'),
});

const card = z.strictObject({
  heading: oneLine("a card's heading", 120),
  image: imagePath,
  text: markdown,
});

const block = z.discriminatedUnion('type', [
  z
    .strictObject({ type: z.literal('cards'), items: z.array(card).min(1).max(24) })
    .describe('Cards of a picture, a heading and Markdown, two a row when wide.'),
  z
    .strictObject({
      type: z.literal('explore'),
      heading: oneLine('a heading', 120),
      lead: oneLine('a lead', 400).optional(),
      items: z
        .array(
          z.strictObject({
            heading: oneLine("a card's heading", 120),
            image: imagePath,
            text: markdown,
            to: linkFields.to.unwrap(),
          }),
        )
        .min(1)
        .max(12),
    })
    .describe('A section of cards, each a link to a page of this site.'),
  z
    .strictObject({
      type: z.literal('sections'),
      items: z.array(card).min(1).max(24),
    })
    .describe('Sections of a picture beside a heading and Markdown, the sides alternating.'),
  z
    .strictObject({
      type: z.literal('highlight'),
      eyebrow: oneLine('an eyebrow', 80).optional(),
      heading: oneLine('a heading', 120),
      image: imagePath,
      text: markdown,
      actions: z.array(action).max(3).default([]),
    })
    .describe('One picture beside a heading, Markdown and buttons.'),
  z
    .strictObject({
      type: z.literal('call-to-action'),
      heading: oneLine('a heading', 120).default('Find your place at {site}'),
      text: oneLine('a text', 300).optional(),
      action: action.optional(),
    })
    .describe('A closing band leading to the job openings (or `action`).'),
  z
    .strictObject({ type: z.literal('text') })
    .describe("Where the page's Markdown body goes; default after the blocks."),
]);

export const frontMatterSchema = z.strictObject({
  title: oneLine('the title', 120).describe("The browser tab's title; `{site}` is the brand's name."),
  description: oneLine('the description', 300).describe("The search engines' summary; `{site}` is the brand's name."),
  hero: z
    .strictObject({
      eyebrow: oneLine('an eyebrow', 80).optional(),
      heading: oneLine('the heading', 120).describe("The page's one `h1`."),
      lead: oneLine('the lead', 600),
      image: imagePath.describe('A 560×420 picture beside the heading.'),
      actions: z.array(action).max(3).default([]),
    })
    .optional()
    .describe('The top of the page; without it the page starts with `heading`.'),
  heading: oneLine('the heading', 120).optional().describe("The page's `h1` when it has no hero."),
  blocks: z.array(block).max(40).default([]).describe("The page's parts below the hero, in order."),
  inSitemap: z.boolean().default(true).describe('Listed in /sitemap.xml.'),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
export type PageBlockInput = z.infer<typeof block>;

/** A date as `2026-11-18`, or a moment as `2026-11-18T09:30:00+05:30`. */
const articleDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, 'must be a date as 2026-11-18')
  // A day past its month's end (2026-02-30) parses as another day: it must read back the same.
  .refine((value) => {
    const day = value.slice(0, 10);
    return !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day);
  }, 'is not a day of the calendar');

export const articleFrontMatterSchema = z.strictObject({
  title: oneLine('the title', 200).describe("The article's heading and the browser tab's title."),
  date: articleDate.describe(
    'When it was written, `2026-11-18` (or with a time and offset, `2026-11-18T09:30:00+05:30`): the blog lists the newest first and shows its age ("2 weeks ago").',
  ),
  type: oneLine('the type', 60).describe(
    'What kind of article it is (`Hiring Tips`, `Life at {site}`): the blog lists the types as its categories.',
  ),
  author: oneLine('the author', 80).optional().describe('Who wrote it, shown under the heading.'),
  picture: imagePath
    .optional()
    .describe("The article's banner and card picture, 3:1 (1200×400) or wider; default a plain grey one."),
  summary: oneLine('the summary', 300)
    .optional()
    .describe("The card's text and the search engines' summary; default the article's first words."),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
