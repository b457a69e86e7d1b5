import type { CarryOver } from '../../shared/application/carry-over';

/**
 * Says where a returning candidate's prefilled answers come from, so they read them rather than
 * send last time's by habit. The job and reference, not the day: a date would add the date
 * formatting to every step's code (as in applied-notice.tsx).
 */
export function CarriedOverNotice({ from }: { from: CarryOver['from'] | null }) {
  if (!from) return null;
  return (
    <p className="wizard-notice">
      We filled this in from your last application ({from.jobTitle}, reference {from.reference}). Please check it and
      change anything that is different now.
    </p>
  );
}
