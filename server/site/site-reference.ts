import { z } from 'zod';
import { articleFrontMatterSchema, frontMatterSchema, siteYamlSchema } from './site-schema';

/**
 * docs/site-folder.md: how to use the site folder, then the reference of site.yaml, a page's
 * and an article's front matter, written from the schemas' descriptions (`npm run site-reference`): a unit test
 * fails when the file and the schemas differ.
 */
interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(', ');
  if (schema.const !== undefined) return `\`${String(schema.const)}\``;
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return 'names to objects';
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map(typeOf))].join(' or ');
  return Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'value');
}

function rows(schema: JsonSchema, prefix: string, out: string[]): void {
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const words = (field.description ?? '').replaceAll('|', '\\|');
    out.push(`| \`${path}\` | ${typeOf(field)} | ${required.has(name) ? 'yes' : ''} | ${words} |`);
    const inner = field.type === 'array' ? field.items : field;
    const nested = inner?.additionalProperties;
    if (inner?.properties) rows(inner, `${path}${field.type === 'array' ? '[]' : ''}.`, out);
    else if (nested && typeof nested === 'object' && nested.properties) rows(nested, `${path}.NAME.`, out);
    for (const option of inner?.oneOf ?? inner?.anyOf ?? []) {
      const kind = option.properties?.type?.const;
      if (option.properties) {
        if (kind !== undefined)
          out.push(`| \`${path}[]\` with \`type: ${String(kind)}\` | | | ${option.description ?? ''} |`);
        rows(option, `${path}[].`, out);
      }
    }
  }
}

function table(schema: z.ZodType): string {
  const out = ['| Field | Type | Required | What it is |', '| --- | --- | --- | --- |'];
  rows(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '', out);
  return out.join('\n');
}

export function siteReference(): string {
  return `# The site folder

The company's site is a folder: [\`site/\`](../site) holds the seed's company (Medinest), and
\`SITE_DIR\` points the server at another. Nothing of a company's own lives in code. This file is
written by \`npm run site-reference\` from server/site/site-schema.ts; do not edit it by hand.

## Using the folder

\`\`\`
site/
  site.yaml          brand (name, logo, favicon, colours, footer words), the company's country,
                     header, footer, application footer, partner links, social profiles, job
                     card pictures, the job pages' picture and sentences
  pages/home.md      /           the seed's routed pages: home, culture, support (benefits),
  pages/culture.md   /culture    diversity, leadership; their front matter is blocks
  pages/NAME.md      /NAME       any other page; in the sitemap; linked where site.yaml puts it
  blog/NAME.md       /blog/NAME  the blog's articles (unless BLOG_API_URL names a blog API); none:
                                 no Blog link and no blog address in the sitemap
  images/            pictures (SVG, PNG, JPEG, WebP, AVIF, ICO; 2 MB at most), served for a year
\`\`\`

- **Run with your folder:** \`SITE_DIR=./our-site npm start\`; in Docker,
  \`docker run -v ./our-site:/site -e SITE_DIR=/site …\`.
- **Check it without starting:** \`npm run check-site -- ./our-site\` (in the container:
  \`node dist/server/check-site.js /site\`). Each problem names its file, line and field:
  \`site/pages/culture.md:12: blocks[2].image: no such file images/team.svg\`. A colour whose text
  would fall below WCAG AA is refused with the pair and its ratio. Every problem is told at once;
  with \`JOBS_SOURCE=file:…\` set, the jobs file is read too. Advice refuses nothing: a job card's
  picture far from 2:1 is named, with its size.
- **Change it while the site runs:** \`kill -HUP <pid>\` reads the folder again (under \`npm run dev\`,
  every save does); sessions and drafts stay, cached pages are rendered anew. A folder that no
  longer reads is logged and the one before stays served.
- **Links elsewhere** may name a setting, \`href: \${JOB_BOARD_URL}/teams\`: shown only where it is set.
- **Every field:** below. A second, made-up company to copy from:
  [examples/harbour-clinics](../examples/harbour-clinics), which the browser and Lighthouse checks
  run as they run the seed's. Why files and not an admin page:
  [decision 011](decisions/011-the-site-is-a-folder.md).

Markdown is rendered once when the folder is read (\`marked\`) and sanitized with the blog's
allowlist (\`sanitize-html\`): pictures only from \`images/\`, links only http(s), mailto or this
site's paths (a path to no page of the site is refused, with its line). Categories and teams come
from the open jobs ([jobs-and-ats.md, "Categories, teams and places"](jobs-and-ats.md#categories-teams-and-places));
\`jobCards\` in site.yaml gives a card its picture and sentence; the picture is shown 150 px high
across its card, which is 260 to 730 px wide as the screen goes, and cut to fill it around its
middle: a 2:1 picture (600×300 or larger) loses least. Emails carry the brand's name and primary
colour.

An article (\`blog/NAME.md\`) is front matter, then its text in Markdown, rendered and sanitized as
a page's is; its file name is its address. The blog lists the newest first, its \`type\`s as the
categories.

## site.yaml

${table(siteYamlSchema)}

## A page's front matter (\`pages/NAME.md\`)

${table(frontMatterSchema)}

## An article's front matter (\`blog/NAME.md\`)

${table(articleFrontMatterSchema)}
`;
}
