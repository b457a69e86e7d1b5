/** A box of the page, in CSS pixels from the document's top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two boxes of one screenshot that should show the same picture. */
export interface BoxPair {
  name: string;
  a: Box;
  b: Box;
}

/**
 * Runs in the page (page.evaluate), on a full-page screenshot of it taken at a device scale of 1:
 * for each pair of boxes of the same size, the share of pixels that differ by more than a little
 * (8 of 255) in a colour. Edges are smoothed a little differently by different ways of drawing
 * the same picture; a missing or different picture differs in most of the box.
 */
export async function differingShares({ screenshot, pairs }: { screenshot: string; pairs: BoxPair[] }) {
  const image = new Image();
  image.src = `data:image/png;base64,${screenshot}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  // Read back once per box: Chromium warns on the console unless told so.
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0);
  return pairs.map(({ name, a, b }) => {
    const [one, other] = [a, b].map((box) => context.getImageData(box.x, box.y, box.width, box.height).data);
    let differing = 0;
    for (let i = 0; i < one!.length; i += 4) {
      const most = Math.max(...[0, 1, 2].map((channel) => Math.abs(one![i + channel]! - other![i + channel]!)));
      if (most > 8) differing++;
    }
    return { name, share: differing / (one!.length / 4) };
  });
}
