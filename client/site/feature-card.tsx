import type { ReactNode } from 'react';

interface FeatureCardProps {
  heading: string;
  /** Absolute path of a 600×300 picture; decorative, the heading names the card. */
  image: string;
  children: ReactNode;
}

/** A picture, a heading and a few words: the cards of the culture, diversity and leadership pages. */
export function FeatureCard({ heading, image, children }: FeatureCardProps) {
  return (
    <article className="feature-card">
      <img src={image} alt="" width={600} height={300} loading="lazy" decoding="async" />
      <div className="feature-card-body">
        <h2>{heading}</h2>
        {children}
      </div>
    </article>
  );
}
