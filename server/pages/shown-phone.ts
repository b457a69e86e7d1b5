/**
 * Answers by step with the contact step's phone number as pages show it (international format,
 * server/application/phone-number.ts). The pages format it here, on the server, because the
 * phone library is too large for the browser; the JSON API answers the stored E.164.
 */
export async function withPhoneShown<Steps extends object>(steps: Steps): Promise<Steps> {
  const contact = (steps as { contact?: unknown }).contact;
  if (!contact || typeof contact !== 'object') return steps;
  const { mobileNo } = contact as { mobileNo?: unknown };
  if (typeof mobileNo !== 'string') return steps;
  // The phone library is loaded by the first page that shows a number, not at start.
  const { phoneText } = await import('../application/phone-number');
  return { ...steps, contact: { ...contact, mobileNo: phoneText(mobileNo) } };
}
