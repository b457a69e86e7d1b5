/**
 * `GET /api/site`'s answer (shared/site.ts's SiteSettings, shared/site-content.ts's SiteFrame) as
 * JSON Schema, written out as the other answers are (server/http/openapi-document.ts). Closed
 * objects (`additionalProperties: false`): a field added to the frame without a line here fails
 * tests/integration/openapi.test.ts.
 */
type JsonSchema = Record<string, unknown>;

const string = { type: 'string' };
const boolean = { type: 'boolean' };
const closed = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const list = (items: JsonSchema) => ({ type: 'array', items });

const link = {
  label: string,
  href: { type: 'string', description: 'a path of this site, or an http(s) or mailto address' },
  external: { type: 'boolean', description: 'leaves this site (opens in a new tab)' },
};
const siteLink = closed(link);
const jobCardLook = closed(
  { image: { type: 'string', description: 'a picture of the site folder' }, text: string },
  [],
);

const siteFrame = closed(
  {
    brand: closed(
      {
        legalName: string,
        logo: string,
        logoInline: { type: 'string', description: 'a small SVG logo as a data: address' },
        favicon: string,
        faviconType: string,
        colors: closed({
          primary: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
          primaryDark: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
          accent: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
        }),
        language: string,
        country: string,
        about: string,
        footerImage: closed({ src: string, alt: string }),
      },
      ['legalName', 'logo', 'favicon', 'faviconType', 'colors', 'language', 'country', 'about'],
    ),
    header: list({
      oneOf: [
        closed({ kind: { const: 'link' }, ...link }),
        closed({ kind: { const: 'menu' }, label: string, id: string, links: list(siteLink) }),
      ],
    }),
    footer: list(closed({ heading: string, links: list(siteLink) })),
    applicationFooter: list(siteLink),
    partners: closed({ heading: string, links: list(closed({ ...link, note: string }, Object.keys(link))) }),
    social: list(closed({ network: string, href: string })),
    website: { type: 'string', description: "the company's own site, for structured data" },
  },
  ['brand', 'header', 'footer', 'applicationFooter', 'social'],
);

/** The site's public settings: the brand, its frame (header, footer, partners) and the job cards' looks. */
export const siteSettingsSchema = closed(
  {
    siteName: string,
    frame: siteFrame,
    jobBoardUrl: { type: 'string', description: "the sample jobs' external board; empty for the company's own jobs" },
    jobBoardLoginUrl: string,
    signIn: {
      anyOf: [
        closed(
          {
            apiKey: string,
            authDomain: string,
            projectId: string,
            emulatorUrl: { type: 'string', description: 'the local Auth emulator, in development and tests' },
            emailLink: {
              type: 'boolean',
              description: 'the email field sends a sign-in link (POST /api/sign-in-link)',
            },
            facebook: { type: 'boolean', description: 'Facebook sign-in is on (FIREBASE_FACEBOOK_SIGN_IN)' },
          },
          ['apiKey', 'authDomain', 'projectId'],
        ),
        { type: 'null' },
      ],
      description: "Firebase's public web configuration and the ways in it offers, or null without sign-in",
    },
    sendsEmail: boolean,
    companyCountry: closed({ code: string, name: string }),
    timeZone: string,
    jobCards: closed(
      {
        categories: { type: 'object', additionalProperties: jobCardLook },
        teams: { type: 'object', additionalProperties: jobCardLook },
      },
      [],
    ),
  },
  ['siteName', 'frame', 'jobBoardUrl', 'signIn', 'sendsEmail', 'companyCountry', 'timeZone'],
);
