import { z } from 'zod';
import { frontMatterSchema, siteYamlSchema } from './site-schema';

/**
 * docs/site-folder.md's reference of site.yaml and a page's front matter, written from the
 * schemas' descriptions (`npm run site-reference`): a unit test fails when the file and the
 * schemas differ.
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
  return `# The site folder's reference

Written by \`npm run site-reference\` from server/site/site-schema.ts; do not edit by hand.
How to use the folder: README.md, "Make it yours".

## site.yaml

${table(siteYamlSchema)}

## A page's front matter (\`pages/NAME.md\`)

${table(frontMatterSchema)}
`;
}
