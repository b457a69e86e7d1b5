/** A picture of a file of views (client/public/images/site/job-cards.svg, which explains the layout). */
export interface PictureView {
  /** Its view's id: the address's fragment. */
  name: string;
  /** Its view's viewBox: the picture's region of the file. */
  viewBox: string;
  /** Its own `<svg>` element, placed in that region. */
  svg: string;
}

/** The pictures of a file of views, in their order: each is a `<view>` line, then its `<svg>`. */
export function picturesOf(file: string): PictureView[] {
  return [...file.matchAll(/<view id="([^"]+)" viewBox="([^"]+)"\/>\n(<svg [^>]*>[\s\S]*?<\/svg>)(?=\n)/g)].map(
    ([, name, viewBox, svg]) => ({ name: name!, viewBox: viewBox!, svg: svg! }),
  );
}
