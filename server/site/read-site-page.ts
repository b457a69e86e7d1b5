import { withSiteName } from '../../shared/site';
import type { PageAction, PageBlock, SitePage } from '../../shared/site-content';
import { type FieldReader, type FolderReading, readFields } from './folder-reading';
import { renderMarkdown } from './site-markdown';
import { frontMatterSchema, type PageBlockInput } from './site-schema';
import { readYaml } from './yaml-source';

const frontMatterStart = /^---\r?\n/;
const frontMatterEnd = /\r?\n---[ \t]*(?:\r?\n|$)/;

/** A page's or an article's file: its front matter (from its second line) and its Markdown body. */
export function splitPage(content: string): { frontMatter: string; body: string } | undefined {
  if (!frontMatterStart.test(content)) return undefined;
  const rest = content.replace(frontMatterStart, '');
  const end = frontMatterEnd.exec(rest);
  if (!end) return undefined;
  return { frontMatter: rest.slice(0, end.index), body: rest.slice(end.index + end[0].length) };
}

type ActionInput = { label: string; to?: string; href?: string; hiddenText?: string; style: 'primary' | 'outline' };

function actionsOf(fields: FieldReader, actions: readonly ActionInput[], at: readonly PropertyKey[]): PageAction[] {
  return actions.flatMap((action, index) => {
    const link = fields.link(action, [...at, index]);
    return link ? [{ ...link, hiddenText: action.hiddenText, style: action.style }] : [];
  });
}

function blockOf(fields: FieldReader, block: PageBlockInput, at: readonly PropertyKey[]): PageBlock {
  const card = (item: { heading: string; image: string; text: string }, index: number) => ({
    heading: fields.text(item.heading),
    image: fields.image(item.image, [...at, 'items', index, 'image']),
    html: fields.markdown(item.text, [...at, 'items', index, 'text']),
  });
  switch (block.type) {
    case 'cards':
    case 'sections':
      return { type: block.type, items: block.items.map(card) };
    case 'explore':
      return {
        type: 'explore',
        heading: fields.text(block.heading),
        lead: block.lead && fields.text(block.lead),
        items: block.items.map((item, index) => {
          // Read as a link for its check alone: a card's `to` must be a page of this site.
          fields.link({ label: item.heading, to: item.to }, [...at, 'items', index]);
          return { ...card(item, index), to: item.to };
        }),
      };
    case 'highlight':
      return {
        type: 'highlight',
        eyebrow: block.eyebrow && fields.text(block.eyebrow),
        heading: fields.text(block.heading),
        image: fields.image(block.image, [...at, 'image']),
        html: fields.markdown(block.text, [...at, 'text']),
        actions: actionsOf(fields, block.actions, [...at, 'actions']),
      };
    case 'call-to-action': {
      const [action] = block.action ? actionsOf(fields, [block.action], [...at, 'action']) : [];
      return {
        type: 'call-to-action',
        heading: fields.text(block.heading),
        text: block.text && fields.text(block.text),
        action,
      };
    }
    case 'text':
      return { type: 'text', html: '' };
  }
}

/** A page's or an article's Markdown body as HTML; a missing picture or page is named with the line that shows it. */
export function bodyHtml(reading: FolderReading, page: { file: string; content: string }, body: string): string {
  const html = renderMarkdown(body, {
    images: reading.images,
    pagePaths: reading.pagePaths,
    problem: (written, message) => {
      // Where the text writes it: as a Markdown link's or picture's target first, `](target`.
      const asTarget = page.content.indexOf(`](${written}`);
      const at = asTarget >= 0 ? asTarget : page.content.indexOf(written);
      reading.problems.add(page.file, at < 0 ? undefined : page.content.slice(0, at).split('\n').length, [], message);
    },
  });
  return withSiteName(html, reading.siteName);
}

/**
 * One page of the folder, `pages/NAME.md`: its front matter checked, its Markdown rendered and
 * sanitized, its pictures and links resolved. Problems go to the reading's list; the page is
 * undefined when its front matter does not read at all.
 */
export function readSitePage(
  reading: FolderReading,
  page: { name: string; path: string; file: string; content: string },
): SitePage | undefined {
  const parts = splitPage(page.content);
  if (!parts) {
    reading.problems.add(page.file, 1, [], 'must start with front matter between two --- lines');
    return undefined;
  }
  const source = readYaml(parts.frontMatter, page.file, reading.problems, 2);
  const { value: frontMatter, fields } = readFields(reading, page.file, source, frontMatterSchema);
  // Read whatever the front matter says: the body's own problems are told too.
  const body = parts.body.trim() ? bodyHtml(reading, page, parts.body) : '';
  if (!frontMatter) return undefined;
  if (!frontMatter.hero && !frontMatter.heading) fields.problem([], 'needs a `hero` or a `heading`: its one h1');

  const blocks = frontMatter.blocks.map((block, index) => blockOf(fields, block, ['blocks', index]));
  // The body goes where a `text` block is, or after the blocks.
  const textAt = blocks.findIndex((block) => block.type === 'text');
  if (textAt >= 0) blocks[textAt] = { type: 'text', html: body };
  else if (body) blocks.push({ type: 'text', html: body });

  const hero = frontMatter.hero && {
    eyebrow: frontMatter.hero.eyebrow && fields.text(frontMatter.hero.eyebrow),
    heading: fields.text(frontMatter.hero.heading),
    lead: fields.text(frontMatter.hero.lead),
    image: fields.image(frontMatter.hero.image, ['hero', 'image']),
    actions: actionsOf(fields, frontMatter.hero.actions, ['hero', 'actions']),
  };
  return {
    name: page.name,
    path: page.path,
    title: fields.text(frontMatter.title),
    description: fields.text(frontMatter.description),
    ...(hero ? { hero } : {}),
    ...(frontMatter.heading ? { heading: fields.text(frontMatter.heading) } : {}),
    blocks,
    inSitemap: frontMatter.inSitemap,
  };
}
