import { withSiteName } from '../../shared/site';
import type { SiteLink } from '../../shared/site-content';
import { resolveLink, type LinkSettings } from './site-links';
import type { ProblemList } from './site-folder-problems';
import type { SiteImage } from './site-images';
import { renderMarkdown } from './site-markdown';
import type { z } from 'zod';
import type { SiteLinkInput } from './site-schema';
import { parseWith, type YamlSource } from './yaml-source';

/** What reading one file of the folder needs: the folder's pictures, pages and settings, and where problems go. */
export interface FolderReading {
  problems: ProblemList;
  images: ReadonlyMap<string, SiteImage>;
  settings: LinkSettings;
  /** The paths of the folder's pages, lower case. */
  pagePaths: ReadonlySet<string>;
  /** The brand's name, for `{site}`. */
  siteName: string;
  /** Whether the site has a blog (BLOG_API_URL, or articles in the folder): links to it are shown only then. */
  hasBlog: boolean;
}

/** The blog's pages: a link to them is hidden on a site without a blog. */
const blogPath = /^\/blogs?(?:[/?#]|$)/i;

/** Reads the fields of one YAML text (site.yaml, or a page's front matter) in `file`. */
function fieldReader(reading: FolderReading, file: string, source: YamlSource) {
  const problem = (path: readonly PropertyKey[], message: string) =>
    reading.problems.add(file, source.lineOf(path), path, message);
  const text = (value: string) => withSiteName(value, reading.siteName);
  return {
    problem,
    /** Advice that refuses nothing (server/site/site-folder-problems.ts, warnings). */
    advise: (path: readonly PropertyKey[], message: string) =>
      reading.problems.warn(file, source.lineOf(path), path, message),
    text,
    /** A picture's address; a missing file is a problem (and an empty address). */
    image(path: string, at: readonly PropertyKey[]): string {
      const image = reading.images.get(path);
      if (!image) problem(at, `no such file ${path}`);
      return image?.url ?? '';
    },
    markdown(value: string, at: readonly PropertyKey[]): string {
      return text(
        renderMarkdown(value, {
          images: reading.images,
          pagePaths: reading.pagePaths,
          problem: (_written, message) => problem(at, message),
        }),
      );
    },
    /** The link, or undefined when it is hidden (it names an unset setting) or wrong (a problem). */
    link(input: SiteLinkInput, at: readonly PropertyKey[]): SiteLink | undefined {
      const result = resolveLink(input, reading.settings, reading.pagePaths);
      if ('problem' in result) problem([...at, result.problem.field], result.problem.message);
      if (!reading.hasBlog && input.to !== undefined && blogPath.test(input.to)) return undefined;
      return 'link' in result ? { ...result.link, label: text(result.link.label) } : undefined;
    },
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;

/** The fields that name a picture of the folder, in site.yaml and in front matter. */
const pictureFields = new Set(['logo', 'favicon', 'image', 'picture']);

/** Each `images/…` a field of `value` names as a picture, with its path. */
function namedPictures(value: unknown, at: PropertyKey[] = []): { path: string; at: PropertyKey[] }[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const fieldAt = [...at, Array.isArray(value) ? Number(key) : key];
    return typeof field === 'string' && pictureFields.has(key) && field.startsWith('images/')
      ? [{ path: field, at: fieldAt }]
      : namedPictures(field, fieldAt);
  });
}

/**
 * `source` checked against `schema`, and the reader of its fields. Where the file does not match
 * the schema, the pictures it names are still looked for: an operator is told every problem of a
 * file at once, not the missing logo only once the colour is fixed.
 */
export function readFields<T extends z.ZodType>(
  reading: FolderReading,
  file: string,
  source: YamlSource,
  schema: T,
): { value: z.infer<T> | undefined; fields: FieldReader } {
  const value = parseWith(schema, source, file, reading.problems);
  const fields = fieldReader(reading, file, source);
  if (value === undefined) for (const picture of namedPictures(source.value)) fields.image(picture.path, picture.at);
  return { value, fields };
}
