/**
 * A Recruitee company's careers site, where its offers are published and applied to (the Careers
 * Site API, https://docs.recruitee.com/reference/intro-to-careers-site-api), unless
 * RECRUITEE_API_URL says another.
 */
export function recruiteeBaseUrl(company: string, configured: string | undefined): string {
  return configured ?? `https://${company}.recruitee.com`;
}
