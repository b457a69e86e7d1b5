import type { ReactNode } from 'react';

/** A fact: its term, and what is shown for it. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list, one `<div>` a term (the layout's grid rows); each term once. */
export function FactList({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
