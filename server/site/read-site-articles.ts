import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Article } from '../../shared/article';
import { type FolderReading, readFields } from './folder-reading';
import { bodyHtml, splitPage } from './read-site-page';
import { articleFrontMatterSchema } from './site-schema';
import { readYaml } from './yaml-source';

/** An article's file name is its address: `blog/hiring-tips.md` is `/blog/hiring-tips`. */
const articleName = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** An article of the folder, as the blog API would answer it but for `type` (the blog's, given by the source). */
export type FolderArticle = Omit<Article, 'type'>;

/** The names of the folder's articles, `blog/*.md`: none when it has no blog/. */
export async function articleFiles(dir: string): Promise<string[]> {
  const names = await readdir(join(dir, 'blog')).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.md')).sort();
}

/**
 * The folder's blog, `blog/NAME.md`, newest first: each file's front matter checked, its Markdown
 * rendered and sanitized as a page's is. Problems go to the reading's list, with file and line.
 */
export async function readSiteArticles(
  reading: FolderReading,
  dir: string,
  shown: (file: string) => string,
): Promise<FolderArticle[]> {
  const names = await articleFiles(dir);
  const contents = await Promise.all(names.map((name) => readFile(join(dir, 'blog', name), 'utf8')));
  const articles = names.flatMap((fileName, index): FolderArticle[] => {
    const file = shown(join(dir, 'blog', fileName));
    const name = fileName.slice(0, -'.md'.length);
    if (!articleName.test(name)) {
      reading.problems.add(file, undefined, [], "an article's file name must be lower-case letters, digits and dashes");
      return [];
    }
    const parts = splitPage(contents[index] ?? '');
    if (!parts) {
      reading.problems.add(file, 1, [], 'must start with front matter between two --- lines');
      return [];
    }
    const content = contents[index] ?? '';
    const source = readYaml(parts.frontMatter, file, reading.problems, 2);
    const { value: front, fields } = readFields(reading, file, source, articleFrontMatterSchema);
    if (!parts.body.trim()) fields.problem([], 'has no text after its front matter');
    // Read whatever the front matter says: the text's own problems are told too.
    const html = bodyHtml(reading, { file, content }, parts.body);
    if (!front) return [];
    return [
      {
        _id: name,
        category: fields.text(front.type),
        title: fields.text(front.title),
        content: html,
        imageUrl: front.picture ? fields.image(front.picture, ['picture']) : '',
        createdAt: new Date(front.date).toISOString(),
        ...(front.author ? { author: fields.text(front.author) } : {}),
        ...(front.summary ? { summary: fields.text(front.summary) } : {}),
      },
    ];
  });
  return articles.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
