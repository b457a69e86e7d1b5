import { expect } from 'vitest';
import type { EmailBrand } from '../../server/notifications/email-brand';
import type { OutboxMessage } from '../../server/notifications/outbox-message';

/** Another company's brand than the seed's: its own name and colour (8.1:1 against white). */
export const harbourClinics: EmailBrand = { name: 'Harbour Clinics', color: '#7a2e8a' };

/** The seed's brand, as the configuration alone gives it (SITE_NAME's default, the site's --brand). */
export const medinest: EmailBrand = { name: 'Medinest', color: '#0b5cab' };

/** An email's subject, plain text and HTML, or a failed test for another kind of message. */
export function emailOf(message: OutboxMessage | undefined) {
  if (message?.kind !== 'email') throw new Error(`an email was expected, not ${JSON.stringify(message)}`);
  return message;
}

/**
 * Checks that an email is the brand's, and nobody else's: a band in its colour with its name in
 * white, every link in its colour (on white) or white on it (a button), its name in the plain
 * text, and neither the seed's name nor its colour anywhere.
 */
export function expectInBrand(message: OutboxMessage | undefined, brand: EmailBrand) {
  const { subject, text, html } = emailOf(message);
  expect(html).toContain(
    `<div style="background-color:${brand.color};color:#ffffff;padding:0.75rem 1rem"><h1 style="margin:0;font-size:1.25rem;color:#ffffff">${brand.name}</h1></div>`,
  );
  for (const [link] of html.matchAll(/<a [^>]*>/g)) {
    expect(link).toMatch(
      new RegExp(`style="(color:${brand.color}|[^"]*background-color:${brand.color};color:#ffffff)`),
    );
  }
  expect(text).toContain(brand.name);
  for (const part of [subject, text, html]) {
    expect(part).not.toMatch(/medinest/i);
    expect(part).not.toContain(medinest.color);
  }
}
