/** What a hand-made PDF holds beyond its one page (`pdfFile`). */
export interface PdfParts {
  /** Entries added to the catalog (`/OpenAction …`, `/AA …`, `/Names …`). */
  catalog?: string;
  /** Entries added to the page (`/Annots [6 0 R]`, `/AA …`). */
  page?: string;
  /** Further objects, numbered from 6 on (objects 1 to 5 are the catalog, pages, page, text, font). */
  objects?: string[];
  /** Spaces added to the page's text (a content stream may hold any amount of white space). */
  padding?: number;
  /** Entries added to the trailer (`/Encrypt …`). */
  trailer?: string;
}

/**
 * A real PDF 1.4 (catalog, page tree, a page with a line of Helvetica text, a cross-reference table
 * with exact byte offsets) that any viewer opens, with `parts` added: the shape of the crafted files
 * the resume check is tested with.
 */
export function pdfFile(line: string, parts: PdfParts = {}): Buffer {
  const text = line.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET${' '.repeat(parts.padding ?? 0)}`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      `/Resources << /Font << /F1 5 0 R >> >> ${parts.page ?? ''}>>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(parts.objects ?? []),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${parts.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A candidate's small resume: one page with `line` on it. */
export function onePagePdf(line: string): Buffer {
  return pdfFile(line);
}

/**
 * A real one-page PDF of exactly `size` bytes, its page's text padded with white space; below
 * the smallest one (about 600 bytes) its first `size` bytes, which only the store takes.
 */
export function paddedPdf(line: string, size: number): Buffer {
  let padding = 0;
  // The padding's own digits (the stream's length, the offsets after it) change the size: a few
  // rounds settle it.
  for (let round = 0; round < 5; round++) {
    const pdf = pdfFile(line, { padding });
    if (pdf.length === size) return pdf;
    if (pdf.length > size && padding === 0) return pdf.subarray(0, size);
    padding = Math.max(0, padding + size - pdf.length);
  }
  throw new Error(`No padded PDF of ${size} bytes`);
}
