interface BenefitSectionProps {
  heading: string;
  intro: string;
  benefits: readonly string[];
  /** Absolute path of a 480×360 picture; decorative. */
  image: string;
}

/** One section of the benefits page: a picture beside a heading and a bulleted list (sides alternate in CSS). */
export function BenefitSection({ heading, intro, benefits, image }: BenefitSectionProps) {
  return (
    <section className="benefit-section">
      <img src={image} alt="" width={480} height={360} loading="lazy" decoding="async" />
      <div>
        <h2>{heading}</h2>
        <p>{intro}</p>
        <ul className="check-list">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
