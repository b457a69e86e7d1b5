import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { useSite } from '../support/e2e-site';
import { picturesOf } from '../support/picture-views';
import { differingShares } from '../support/pixel-difference';

const site = useSite();

/** The cards' pictures, 600×300 views of one file (its comment explains the layout). */
const FILE = '/images/site/job-cards.svg';

/**
 * Boxes of other shapes than the pictures' 2:1, as the cards' CSS makes them at some widths
 * (150 px high, `object-fit: cover`): a narrower one crops the sides, a wider one top and bottom.
 */
const BOX_HEIGHT = 150;
const boxWidths = { narrower: 225, wider: 450 };

it("each view of the cards' file draws its picture and nothing of its neighbours, in boxes narrower and wider than it", async () => {
  const pictures = picturesOf(readFileSync(`client/public${FILE}`, 'utf8'));
  expect(pictures.length).toBeGreaterThan(0);
  const rows = pictures.flatMap(({ name, svg }) => {
    const alone = svg.replace(
      /^<svg [^>]*>/,
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">',
    );
    return Object.entries(boxWidths).map(
      ([shape, width]) =>
        `<div class="pair" data-pair="${name}, ${shape}" style="--width: ${width}px">` +
        `<img src="${FILE}#${name}" alt=""><img src="data:image/svg+xml,${encodeURIComponent(alone)}" alt=""></div>`,
    );
  });
  const { page } = await site.open({ width: 1000 });
  // A page of the site's origin that holds these pairs alone.
  await page.route('**/pictures-under-test', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><link rel="icon" href="data:,"><style>body { margin: 0 } .pair { display: flex; gap: 8px; margin: 8px }' +
        ` img { display: block; width: var(--width); height: ${BOX_HEIGHT}px; object-fit: cover }</style>${rows.join('')}`,
    }),
  );
  await page.goto('/pictures-under-test');
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  const screenshot = (await page.screenshot({ fullPage: true })).toString('base64');
  // Edges are smoothed a little differently where a picture is drawn at another place of a file,
  // nothing more (at most 0.2% of a box seen here); a neighbour's art showing is half the box.
  const pairs = await page.locator('.pair').evaluateAll((elements) =>
    elements.map((pair) => {
      const [a, b] = [...pair.querySelectorAll('img')].map((img) => {
        const { x, y, width, height } = img.getBoundingClientRect();
        return { x, y: y + scrollY, width, height };
      });
      return { name: (pair as HTMLElement).dataset.pair!, a: a!, b: b! };
    }),
  );
  const shares = await page.evaluate(differingShares, { screenshot, pairs });
  expect(shares).toHaveLength(pictures.length * 2);
  for (const { name, share } of shares) expect(share, name).toBeLessThan(0.01);
});
