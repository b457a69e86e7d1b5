import { withSiteName } from '../../shared/site';
import type { SiteLink } from '../../shared/site-content';
import { resolveLink, type LinkSettings } from './site-links';
import type { ProblemList } from './site-folder-problems';
import type { SiteImage } from './site-images';
import { renderMarkdown } from './site-markdown';
import type { SiteLinkInput } from './site-schema';
import type { YamlSource } from './yaml-source';

/** What reading one file of the folder needs: the folder's pictures, pages and settings, and where problems go. */
export interface FolderReading {
  problems: ProblemList;
  images: ReadonlyMap<string, SiteImage>;
  settings: LinkSettings;
  /** The paths of the folder's pages, lower case. */
  pagePaths: ReadonlySet<string>;
  /** The brand's name, for `{site}`. */
  siteName: string;
}

/** Reads the fields of one YAML text (site.yaml, or a page's front matter) in `file`. */
export function fieldReader(reading: FolderReading, file: string, source: YamlSource) {
  const problem = (path: readonly PropertyKey[], message: string) =>
    reading.problems.add(file, source.lineOf(path), path, message);
  const text = (value: string) => withSiteName(value, reading.siteName);
  return {
    problem,
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
      return 'link' in result ? { ...result.link, label: text(result.link.label) } : undefined;
    },
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;
