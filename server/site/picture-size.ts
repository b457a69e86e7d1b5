/** A picture's width and height in its own units (pixels, or an SVG's user units). */
export interface PictureSize {
  width: number;
  height: number;
}

/** An SVG's size: its root's viewBox, else its width and height when they are plain numbers or px. */
function svgSize(text: string): PictureSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const [, , width, height, ...rest] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (width !== undefined && height !== undefined && rest.length === 0 && Number.isFinite(width + height)) {
    return { width, height };
  }
  const length = (value: string | undefined) => (value && /^\s*[\d.]+(px)?\s*$/.test(value) ? parseFloat(value) : NaN);
  const size = { width: length(attribute('width')), height: length(attribute('height')) };
  return Number.isFinite(size.width) && Number.isFinite(size.height) ? size : undefined;
}

/** A JPEG's size, from its first start-of-frame segment (SOF0 to SOF15, not DHT, JPG or DAC). */
function jpegSize(bytes: Buffer): PictureSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes.readUInt8(at + 1);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** A WebP's size, from its lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webpSize(bytes: Buffer): PictureSize | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/**
 * The size a picture says it has, for the advice on its shape (logged at start, printed by
 * check-site); undefined for a kind not read here (AVIF) or a header it cannot follow.
 */
export function pictureSize(bytes: Buffer, type: string): PictureSize | undefined {
  try {
    if (type === 'image/svg+xml') return svgSize(bytes.toString('utf8', 0, 4096));
    if (type === 'image/png' && bytes.toString('latin1', 12, 16) === 'IHDR') {
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (type === 'image/jpeg') return jpegSize(bytes);
    if (type === 'image/webp' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpSize(bytes);
  } catch {
    // A header cut short (a RangeError): its size is not known.
  }
  return undefined;
}
