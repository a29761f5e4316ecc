import type { AddressRule, WalletContact } from './express-wallet-address';

/**
 * The per-country address schemas of P §5's second reading. The spec names the reading but not
 * the schemas or their messages, so these are ours: what carriers of the storefront's main
 * markets need, checked in the order the sheet shows the fields.
 */

const firstLine = (contact: WalletContact) => contact.addressLines?.find((line) => line.trim());

const personAndStreet: readonly AddressRule[] = [
  { contactField: 'name', value: (contact) => contact.givenName, required: true, message: 'Please enter your first name' },
  { contactField: 'name', value: (contact) => contact.familyName, required: true, message: 'Please enter your last name' },
  { contactField: 'addressLines', value: firstLine, required: true, message: 'Please enter the first line of your address' },
  { contactField: 'locality', value: (contact) => contact.locality, required: true, message: 'Please enter your town or city' },
];

/** Optional, but a carrier cannot call a malformed number. */
const phone: AddressRule = {
  contactField: 'phoneNumber',
  value: (contact) => contact.phoneNumber,
  required: false,
  pattern: /^\+?[\d\s().-]{7,20}$/,
  message: 'Please enter a valid phone number',
};

const region = (message: string): AddressRule => ({ contactField: 'administrativeArea', value: (contact) => contact.administrativeArea, required: true, message });

const postalCode = (pattern: RegExp, message: string, required = true): AddressRule => ({
  contactField: 'postalCode',
  value: (contact) => contact.postalCode,
  required,
  pattern,
  message,
});

const validPostalCode = 'Please enter a valid postal code';

export const countrySchemas: Readonly<Record<string, readonly AddressRule[]>> = {
  GB: [...personAndStreet, postalCode(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'Please enter a valid UK postcode'), phone],
  // Many Irish addresses are delivered without an Eircode.
  IE: [...personAndStreet, postalCode(/^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/i, 'Please enter a valid Eircode', false), phone],
  US: [...personAndStreet, region('Please enter your state'), postalCode(/^\d{5}(?:-\d{4})?$/, 'Please enter a valid ZIP code'), phone],
  CA: [...personAndStreet, region('Please enter your province'), postalCode(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, validPostalCode), phone],
  AU: [...personAndStreet, region('Please enter your state or territory'), postalCode(/^\d{4}$/, 'Please enter a valid postcode'), phone],
  FR: [...personAndStreet, postalCode(/^\d{5}$/, validPostalCode), phone],
  DE: [...personAndStreet, postalCode(/^\d{5}$/, validPostalCode), phone],
  NL: [...personAndStreet, postalCode(/^\d{4} ?[A-Z]{2}$/i, validPostalCode), phone],
  SE: [...personAndStreet, postalCode(/^\d{3} ?\d{2}$/, validPostalCode), phone],
};

/** Elsewhere a postal code may be absent (e.g. Hong Kong), but is never free text. */
const elsewhere: readonly AddressRule[] = [...personAndStreet, postalCode(/^[A-Z\d][A-Z\d -]{1,10}$/i, validPostalCode, false), phone];

export function countrySchema(country: string): readonly AddressRule[] {
  return countrySchemas[country] ?? elsewhere;
}
