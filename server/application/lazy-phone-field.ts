import type { PhoneField } from '../../shared/application/phone-country';

/**
 * The contact step's phone field for a company in `companyCountry`, made once, when the step is
 * first shown: the phone library it needs (150 KB) is not loaded at start.
 */
export function lazyPhoneField(companyCountry: string): () => Promise<PhoneField> {
  let field: Promise<PhoneField> | undefined;
  return () => (field ??= import('./phone-number').then(({ phoneFieldFor }) => phoneFieldFor(companyCountry)));
}
