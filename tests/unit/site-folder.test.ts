import { articleFrontMatterSchema } from '../../server/site/site-schema';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../server/site/brand-colors';
import { readSiteFolder } from '../../server/site/read-site-folder';
import { problemsOf, removeSiteFolderCopies, siteFolderCopy, unsetLinkSettings } from '../support/site-folders';

afterAll(removeSiteFolderCopies);

/** The 1-based line of the first line of `file` that contains `text`. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${text} is not in ${file}`);
  return index + 1;
}

describe('the repository’s site folder (the seed’s company)', () => {
  it('reads, with the seed’s five pages at their routes', async () => {
    const site = await readSiteFolder('site', { settings: unsetLinkSettings });
    expect(site.siteName).toBe('Medinest');
    expect([...site.pages.values()].map((page) => page.path).sort()).toEqual([
      '/',
      '/culture',
      '/diversity',
      '/leadership',
      '/support',
    ]);
    expect(site.pages.get('culture')?.title).toBe('Life and Culture | Medinest Careers');
    expect(site.frame.brand.colors).toEqual({ primary: '#0b5cab', primaryDark: '#0b3d75', accent: '#0f766e' });
    // The logo, 358 bytes of SVG, is also its own data address; the favicon says its type.
    const logo = readFileSync('site/images/logo.svg');
    expect(site.frame.brand.logoInline).toBe(`data:image/svg+xml;base64,${logo.toString('base64')}`);
    expect(site.frame.brand.faviconType).toBe('image/svg+xml');
    expect(site.warnings).toEqual([]);
  });

  it("advises, without refusing, a job card's picture far from the 2:1 its card shows", async () => {
    const folder = siteFolderCopy();
    folder.write('images/square.jpg', readFileSync('tests/fixtures/pictures/square-400x400.jpg'));
    folder.write('images/card.png', readFileSync('tests/fixtures/pictures/card-600x300.png'));
    folder.edit(
      'site.yaml',
      (text) =>
        `${text}jobCards:\n  categories:\n    Engineering:\n      image: images/square.jpg\n    Design:\n      image: images/card.png\n`,
    );
    const site = await readSiteFolder(folder.dir, { settings: unsetLinkSettings });
    const yaml = join(folder.dir, 'site.yaml');
    expect(site.warnings).toEqual([
      `${yaml}:${lineOf(yaml, 'images/square.jpg')}: jobCards.categories.Engineering.image: images/square.jpg is 400×400 (1.00:1); job cards show a picture 150 px high across the card, cut to fill it: a 2:1 picture (600×300 or larger) loses least`,
    ]);
    expect(site.jobCards.categories.Engineering?.image).toMatch(/^\/site-images\/square\.jpg\?v=/);
  });

  it('draws a logo over 4 KB from its address, not inline', async () => {
    const folder = siteFolderCopy();
    folder.edit('images/logo.svg', (svg) => svg.replace('</svg>', `<!-- ${'x'.repeat(4096)} --></svg>`));
    const site = await readSiteFolder(folder.dir, { settings: unsetLinkSettings });
    expect(site.frame.brand.logoInline).toBeUndefined();
    expect(site.frame.brand.logo).toMatch(/^\/site-images\/logo\.svg\?v=/);
  });

  it('shows the job board’s links only where JOB_BOARD_URL is set: no link to a placeholder', async () => {
    const labels = (site: Awaited<ReturnType<typeof readSiteFolder>>) =>
      site.frame.header.map((item) => item.label).concat(site.frame.footer.flatMap((c) => c.links.map((l) => l.label)));
    const without = await readSiteFolder('site', { settings: unsetLinkSettings });
    expect(labels(without)).not.toContain('Career');
    expect(labels(without)).not.toContain('Warehouse jobs');
    expect(without.frame.partners).toBeUndefined();

    const withBoard = await readSiteFolder('site', {
      settings: {
        ...unsetLinkSettings,
        JOB_BOARD_URL: 'https://board.example.test/medinest/',
        PARTNER_LAB_URL: 'https://lab.example.test/',
      },
    });
    // A setting alone is the address, without a path's trailing slash (an origin keeps its root);
    // one followed by a path joins it with one slash.
    expect(withBoard.frame.header[0]).toEqual({
      kind: 'link',
      label: 'Career',
      href: 'https://board.example.test/medinest',
      external: true,
    });
    expect(withBoard.frame.footer[0]?.links.map((link) => link.href)).toContain(
      'https://board.example.test/medinest/jobs?team=warehouse',
    );
    expect(withBoard.frame.partners?.links.map((link) => [link.label, link.href])).toEqual([
      ['For Lab', 'https://lab.example.test/'],
    ]);
  });

  it('names the brand by SITE_NAME where it is set, in every text that says {site}', async () => {
    const site = await readSiteFolder('site', { settings: unsetLinkSettings, siteName: 'Harbour Clinics' });
    expect(site.pages.get('home')?.hero?.eyebrow).toBe('Careers at Harbour Clinics');
    expect(JSON.stringify([...site.pages.values()])).not.toContain('{site}');
  });
});

describe('a site folder that does not read', () => {
  it('names the file, the line, the field and what is wrong with a picture that is not there', async () => {
    const folder = siteFolderCopy();
    folder.edit('pages/culture.md', (text) => text.replace('images/culture-flexibility.svg', 'images/team.svg'));
    const file = join(folder.dir, 'pages/culture.md');
    expect(await problemsOf(folder.dir)).toEqual([
      `${file}:${lineOf(file, 'images/team.svg')}: blocks[0].items[1].image: no such file images/team.svg`,
    ]);
  });

  it('refuses a colour below WCAG AA, naming the pair and the ratio', async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) => text.replace("primary: '#0b5cab'", "primary: '#7fb3e0'"));
    const file = join(folder.dir, 'site.yaml');
    const line = lineOf(file, '#7fb3e0');
    expect(await problemsOf(folder.dir)).toEqual([
      `${file}:${line}: brand.colors.primary: #ffffff on #7fb3e0 has a contrast of 2.22:1, below WCAG AA's 4.5:1`,
      `${file}:${line}: brand.colors.primary: #7fb3e0 on #f3f7fb has a contrast of 2.06:1, below WCAG AA's 4.5:1`,
    ]);
    expect(contrastRatio('#ffffff', '#0b5cab')).toBeGreaterThan(4.5);
  });

  it('names a link to no page and a setting that does not exist', async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) =>
      text
        .replace('{ label: Benefits, to: /support }', '{ label: Benefits, to: /suport }')
        .replace("href: '${JOB_BOARD_URL}/teams'", "href: '${JOBBOARD}/teams'"),
    );
    const file = join(folder.dir, 'site.yaml');
    expect(await problemsOf(folder.dir)).toEqual([
      `${file}:${lineOf(file, 'JOBBOARD')}: footer[0].links[1].href: names \${JOBBOARD}, which is not a setting a link may use (JOB_BOARD_URL, JOB_BOARD_LOGIN_URL, PARTNER_DOCTORS_URL, PARTNER_PHARMACY_URL, PARTNER_LAB_URL)`,
      `${file}:${lineOf(file, '/suport')}: footer[1].links[1].to: no page /suport on this site`,
    ]);
  });

  it('names a link with two targets', async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) =>
      text.replace('{ label: Culture, to: /culture }', '{ label: Culture, to: /culture, href: https://a.example }'),
    );
    const file = join(folder.dir, 'site.yaml');
    expect(await problemsOf(folder.dir)).toEqual([
      `${file}:${lineOf(file, 'https://a.example')}: header[4].menu[0]: needs either \`to\` (a path of this site) or \`href\` (an address elsewhere), not both`,
    ]);
  });

  it('names the line of a YAML mistake, and of a field the schema does not know', async () => {
    const folder = siteFolderCopy();
    folder.edit('pages/leadership.md', (text) =>
      text.replace('eyebrow: How we lead', 'eyebrow: How we lead\n  colour: red'),
    );
    folder.edit('pages/diversity.md', (text) =>
      text.replace('  eyebrow: Everyone belongs', '  eyebrow: [Everyone belongs'),
    );
    const leadership = join(folder.dir, 'pages/leadership.md');
    const problems = await problemsOf(folder.dir);
    expect(problems).toContain(
      `${leadership}:${lineOf(leadership, 'colour: red')}: hero: unknown field "colour": check the spelling against the documented fields`,
    );
    const diversity = join(folder.dir, 'pages/diversity.md');
    // The YAML's own error, and nothing the schema would say of a text it could not read.
    expect(problems.filter((problem) => problem.startsWith(`${diversity}:`))[0]).toMatch(
      new RegExp(`^${diversity}:\\d+: Flow sequence`),
    );
    expect(problems.some((problem) => problem.startsWith(`${diversity}:2: title`))).toBe(false);
    // Its first error only: what the parser says after it follows from it.
    expect(problems.filter((problem) => problem.startsWith(`${diversity}:`))).toHaveLength(1);
  });

  it("tells every problem at once, in an operator's words: a bad colour, a missing logo, picture and field", async () => {
    const folder = siteFolderCopy();
    folder.edit('site.yaml', (text) =>
      text.replace("primary: '#0b5cab'", 'primary: teal').replace('logo: images/logo.svg', 'logo: images/our-logo.svg'),
    );
    folder.edit('pages/culture.md', (text) =>
      text.replace('image: images/hero-culture.svg', 'image: images/no-hero.svg').replace(/^description: .*\n/m, ''),
    );
    folder.edit('pages/leadership.md', (text) => text.replace(/^title: .*$/m, 'title: 12'));
    const yaml = join(folder.dir, 'site.yaml');
    const culture = join(folder.dir, 'pages/culture.md');
    const leadership = join(folder.dir, 'pages/leadership.md');
    expect(await problemsOf(folder.dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${yaml}:${lineOf(yaml, 'primary: teal')}: brand\\.colors\\.primary: `)),
        `${yaml}:${lineOf(yaml, 'our-logo.svg')}: brand.logo: no such file images/our-logo.svg`,
        `${culture}:${lineOf(culture, 'no-hero.svg')}: hero.image: no such file images/no-hero.svg`,
        `${culture}:2: description: is missing`,
        `${leadership}:${lineOf(leadership, 'title: 12')}: title: must be text, not a number (12)`,
      ]),
    );
  });

  it('refuses a page whose name is already a page of the site, and a folder without a home page', async () => {
    const folder = siteFolderCopy();
    folder.write('pages/joblistings.md', '---\ntitle: Jobs\ndescription: Jobs\nheading: Jobs\n---\n');
    folder.edit('pages/home.md', () => '');
    const problems = await problemsOf(folder.dir);
    expect(problems).toContain(
      `${join(folder.dir, 'pages/joblistings.md')}: /joblistings is already a page of the site; choose another file name`,
    );
    expect(problems).toContain(
      `${join(folder.dir, 'pages/home.md')}:1: must start with front matter between two --- lines`,
    );
  });

  it('refuses a file in images/ that is not a picture', async () => {
    const folder = siteFolderCopy();
    writeFileSync(join(folder.dir, 'images/notes.txt'), 'hello');
    expect(await problemsOf(folder.dir)).toEqual([
      `${join(folder.dir, 'images/notes.txt')}: is not a picture this site serves (.svg, .png, .jpg, .jpeg, .webp, .avif, .ico)`,
    ]);
  });
});

describe('a page of the folder', () => {
  const page = (
    body: string,
    frontMatter = 'title: How we hire at {site}\ndescription: Our steps\nheading: How we hire',
  ) => `---\n${frontMatter}\n---\n${body}`;

  it('is at /NAME, its Markdown rendered and sanitized once, its pictures at their served addresses', async () => {
    const folder = siteFolderCopy();
    folder.write(
      'pages/how-we-hire.md',
      page(
        '# Steps\n\nAt {site} we call you. <script>alert(1)</script>[Mail us](mailto:jobs@example.test) ' +
          '[bad](javascript:alert(1)) <img src="images/think-learn.svg" onerror="alert(1)">\n\n![A call](images/think-learn.svg)\n',
      ),
    );
    const site = await readSiteFolder(folder.dir, { settings: unsetLinkSettings });
    const hire = site.pages.get('how-we-hire');
    expect(hire?.path).toBe('/how-we-hire');
    expect(hire?.title).toBe('How we hire at Medinest');
    const html = hire?.blocks.at(-1);
    expect(html?.type).toBe('text');
    const text = html?.type === 'text' ? html.html : '';
    expect(text).toContain('<h2>Steps</h2>');
    expect(text).toContain('At Medinest we call you.');
    expect(text).toContain('<a href="mailto:jobs@example.test">Mail us</a>');
    expect(text).not.toMatch(/script|javascript|onerror|src="images/);
    expect(text).toMatch(/<img src="\/site-images\/think-learn\.svg\?v=[\w-]+" alt="A call"/);
  });

  it('names the line of a picture its body shows that the folder does not hold', async () => {
    const folder = siteFolderCopy();
    folder.write('pages/how-we-hire.md', page('Intro\n\nMore\n\n![Team](images/missing.png)\n'));
    const file = join(folder.dir, 'pages/how-we-hire.md');
    expect(await problemsOf(folder.dir)).toEqual([`${file}:10: no such file images/missing.png`]);
  });

  it('names the line of a link in its text to no page of the site, and of a link that is not a path', async () => {
    const folder = siteFolderCopy();
    folder.write(
      'pages/how-we-hire.md',
      page(
        'See [our jobs](/joblistings?q=nurse), [culture](/culture#values), [a job](/joblistings/lab-1) and [mail](mailto:a@b.example).\n\n' +
          'Then [the steps](/hiring-steps) or [teams](jobteam).\n\n[Top](#top) [Board](https://board.example/x)\n',
      ),
    );
    const file = join(folder.dir, 'pages/how-we-hire.md');
    expect(await problemsOf(folder.dir)).toEqual([
      `${file}:8: no page /hiring-steps on this site`,
      `${file}:8: the link "jobteam" must start with / (a page of the site) or be an address`,
    ]);
  });
});

describe("an article's front matter", () => {
  it('takes a day of the calendar, with or without its time, and refuses one past its month', () => {
    const dated = (date: string) => articleFrontMatterSchema.safeParse({ title: 'Notes', type: 'News', date });
    expect(dated('2026-02-28').success).toBe(true);
    expect(dated('2024-02-29T09:30:00+05:30').success).toBe(true);
    for (const date of ['2026-02-30', '2026-04-31', '2026-13-01', '18 Nov 2026']) {
      expect(dated(date).success, date).toBe(false);
    }
  });
});
