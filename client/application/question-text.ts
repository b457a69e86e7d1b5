import { type CompanyCountry, withCountryName } from '../../shared/company-country';
import { withSiteName } from '../../shared/site';
import { useSite } from '../app/use-site';

// Here, not in use-site.ts: only the wizard and the recruiter's view of answers need these, and
// use-site.ts is in the chunk every page loads.

/** The company's country (COMPANY_COUNTRY). */
export function useCompanyCountry(): CompanyCountry {
  return useSite().companyCountry;
}

/** A question's text with `{site}` and `{country}` filled in: `(text) => filled`. */
export function useQuestionText(): (text: string) => string {
  const siteName = useSite().siteName;
  const country = useCompanyCountry();
  return (text) => withCountryName(withSiteName(text, siteName), country.name);
}
