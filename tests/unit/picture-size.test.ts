import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureSize } from '../../server/site/picture-size';
import { imageTypes } from '../../server/site/site-images';

const dir = 'tests/fixtures/pictures';
const pictures = readdirSync(dir).filter((name) => imageTypes[extname(name)]);
const svg = (root: string) => Buffer.from(`<?xml version="1.0"?>\n<!-- a comment -->\n${root}<rect/></svg>`);

describe("a picture's size, as check-site reads it to advise on its shape", () => {
  it.each(pictures)('reads %s as its name says', (name) => {
    const [, width, height] = /-(\d+)x(\d+)\./.exec(name)!;
    expect(pictureSize(readFileSync(join(dir, name)), imageTypes[extname(name)]!)).toEqual({
      width: Number(width),
      height: Number(height),
    });
  });

  it("reads an SVG's viewBox, else its width and height in px", () => {
    expect(pictureSize(svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 240">'), 'image/svg+xml')).toEqual(
      { width: 600, height: 240 },
    );
    expect(pictureSize(svg("<svg width='320px' height='180'>"), 'image/svg+xml')).toEqual({ width: 320, height: 180 });
    expect(pictureSize(svg('<svg width="100%" height="50%">'), 'image/svg+xml')).toBeUndefined();
  });

  it('says nothing of a header cut short or of a kind it does not read', () => {
    const png = readFileSync(join(dir, 'card-600x300.png'));
    expect(pictureSize(png.subarray(0, 20), 'image/png')).toBeUndefined();
    expect(pictureSize(readFileSync(join(dir, 'square-400x400.jpg')).subarray(0, 30), 'image/jpeg')).toBeUndefined();
    expect(pictureSize(png, 'image/avif')).toBeUndefined();
  });
});
