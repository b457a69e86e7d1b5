/** The heading and subtitle above a card grid (job categories, teams). */
export function CardPageIntro({ heading, subtitle }: { heading: string; subtitle: string }) {
  return (
    <section className="card-page-intro">
      <h1>{heading}</h1>
      <p>{subtitle}</p>
    </section>
  );
}
