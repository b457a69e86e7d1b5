import { FolderHtml } from './folder-html';

interface BenefitSectionProps {
  heading: string;
  /** The folder's Markdown as HTML: a sentence and a list, whose items get check marks (CSS). */
  html: string;
  /** Absolute path of a 480×360 picture; decorative. */
  image: string;
}

/** One section of the benefits page: a picture beside a heading and its text (sides alternate in CSS). */
export function BenefitSection({ heading, html, image }: BenefitSectionProps) {
  return (
    <section className="benefit-section">
      <img src={image} alt="" width={480} height={360} loading="lazy" decoding="async" />
      <div>
        <h2>{heading}</h2>
        <FolderHtml html={html} />
      </div>
    </section>
  );
}
