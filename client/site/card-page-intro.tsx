/** The heading and subtitle above a card grid (job categories, teams), or of a folder page without a hero. */
export function CardPageIntro({ heading, subtitle }: { heading: string; subtitle?: string }) {
  return (
    <section className="card-page-intro">
      <h1>{heading}</h1>
      {subtitle && <p>{subtitle}</p>}
    </section>
  );
}
