import { z } from 'zod';
import { dataOf } from './envelope';
import { firebaseWebConfigSchema } from './session';

// `GET /api/site`'s answer: the types of shared/site.ts and shared/site-content.ts are inferred
// from these. Every object is closed in the document (`additionalProperties: false`, zod's output
// side), so a field added here is documented, and one added elsewhere fails the contract test.

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A link of the header, the footer or a page. */
export const siteLinkSchema = z.object({
  label: z.string(),
  href: z.string().describe('a path of this site, or an http(s) or mailto address'),
  external: z.boolean().describe('leaves this site (opens in a new tab)'),
});

/** A header button opening a list of links; `id` names its popover. */
export const siteMenuSchema = z.object({ label: z.string(), id: z.string(), links: z.array(siteLinkSchema) });

export const headerItemSchema = z.discriminatedUnion('kind', [
  siteLinkSchema.extend({ kind: z.literal('link') }),
  siteMenuSchema.extend({ kind: z.literal('menu') }),
]);

export const footerColumnSchema = z.object({ heading: z.string(), links: z.array(siteLinkSchema) });

export const partnerLinkSchema = siteLinkSchema.extend({ note: z.string().optional() });

export const brandColorsSchema = z.object({ primary: hexColor, primaryDark: hexColor, accent: hexColor });

/** The company's name, pictures and colours, and the footer's words. */
export const siteBrandSchema = z.object({
  legalName: z.string(),
  copyrightYears: z.string().optional(),
  logo: z.string(),
  logoInline: z
    .string()
    .describe('a small SVG logo as a `data:` address, for the header to draw without a request')
    .optional(),
  favicon: z.string(),
  /** The favicon's media type (`image/svg+xml`), for its link tag. */
  faviconType: z.string(),
  colors: brandColorsSchema,
  language: z.string(),
  country: z.string(),
  about: z.string(),
  footerImage: z.object({ src: z.string(), alt: z.string() }).optional(),
});

/** The frame of every page: what the header, the footer and the application's drawer show. */
export const siteFrameSchema = z.object({
  brand: siteBrandSchema,
  header: z.array(headerItemSchema),
  footer: z.array(footerColumnSchema),
  applicationFooter: z.array(siteLinkSchema),
  partners: z.object({ heading: z.string(), links: z.array(partnerLinkSchema) }).optional(),
  social: z.array(z.object({ network: z.string(), href: z.string() })),
  website: z.string().describe("the company's own site, for structured data").optional(),
});

/** How a category's or team's card looks, as the company gives it. */
export const jobCardLookSchema = z.object({
  image: z
    .string()
    .describe('the card’s picture, an absolute URL path (one of the site folder’s images); shown 2:1, cropped to fit')
    .optional(),
  /** A sentence shown under the card's heading. */
  text: z.string().optional(),
});

/** The company's country (COMPANY_COUNTRY), as pages name it. */
export const companyCountrySchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  code: z.string(),
  /** In English, e.g. India: named once by the server, so the browser's own names cannot differ. */
  name: z.string(),
});

/** Settings of the site that pages need, from the server's configuration. */
export const siteSettingsSchema = z
  .object({
    /** The brand in titles and headings (SITE_NAME). */
    siteName: z.string(),
    /** The header, the footer, the brand's pictures and colours: the site folder's site.yaml. */
    frame: siteFrameSchema,
    jobBoardUrl: z
      .string()
      .describe(
        'the sample jobs’ external board (JOB_BOARD_URL, else the seed’s): their links and /joblistings/View’s; ' +
          'empty for the company’s own jobs',
      ),
    /**
     * The external job board's own sign-in (JOB_BOARD_LOGIN_URL), offered beside the site's sign-in
     * only when an operator sets it: the header's Login is this site's sign-in.
     */
    jobBoardLoginUrl: z.string().optional(),
    signIn: firebaseWebConfigSchema
      .nullable()
      .describe("Firebase's public web configuration and the ways in it offers, or null without sign-in"),
    /** Whether emails really go out (SMTP_URL is set); without it they are only written to files. */
    sendsEmail: z.boolean(),
    /** The company's country (COMPANY_COUNTRY). */
    companyCountry: companyCountrySchema,
    /** The company's time zone (TIMEZONE, an IANA name) every page writes dates in. */
    timeZone: z.string(),
    /** Whether visitors can ask for job alerts (PUBLIC_URL is set, and emails go out): the job list's form shows only then. */
    alerts: z.boolean(),
    /** The job pages' sentences (site.yaml's `texts`, else neutral ones); `{site}` is the brand's name. */
    texts: z.object({ jobListings: z.string(), jobCategories: z.string(), jobTeams: z.string() }),
    /** The picture of every job's page (site.yaml's `jobPage`); none when absent. */
    jobPage: z.object({ image: z.string(), alt: z.string() }).optional(),
    /**
     * The company's pictures and sentences for the category and team cards, keyed by the department's
     * or team's name as the jobs write it (site.yaml's `jobCards`); a card without one has a generic
     * picture and no sentence.
     */
    jobCards: z
      .object({
        categories: z.record(z.string(), jobCardLookSchema).optional(),
        teams: z.record(z.string(), jobCardLookSchema).optional(),
      })
      .optional(),
  })
  .meta({
    id: 'SiteSettings',
    description: 'The site’s public settings: the brand, its frame and the job cards’ looks',
  });

/** `GET /api/site`. */
export const siteResponseSchema = dataOf(siteSettingsSchema);
