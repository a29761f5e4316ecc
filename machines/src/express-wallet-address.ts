import { countrySchema } from './express-wallet-country-schemas';
import { expressWallet as spec } from './spec';

/**
 * The addresses of an authorised Apple Pay payment (P §3 'Address sent to cart', §5): checked in
 * one of the spec's two readings and reshaped into the cart's address. Pure, so the machine's
 * guard and its tests share one definition.
 */

/** The fields of an Apple Pay payment contact the storefront reads (ApplePayPaymentContact). */
export interface WalletContact {
  givenName?: string;
  familyName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

/** An authorised payment (ApplePayPayment): the token's paymentData is submitted base64-encoded. */
export interface WalletPayment {
  token: { paymentData: unknown };
  shippingContact?: WalletContact;
  billingContact?: WalletContact;
}

/** P §3: the address the cart takes. */
export interface CartAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  additionalStreetInfo: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export type ContactKind = 'shipping' | 'billing';

/** The sheet fields an error can point at (Apple's ApplePayErrorContactField). */
export type WalletContactField =
  | 'name'
  | 'addressLines'
  | 'locality'
  | 'administrativeArea'
  | 'postalCode'
  | 'countryCode'
  | 'phoneNumber'
  | 'emailAddress'
  | 'postalAddress';

/** An error shown on the payment sheet next to the field the shopper must correct. */
export interface WalletContactError {
  code: 'shippingContactInvalid' | 'billingContactInvalid';
  contactField: WalletContactField;
  message: string;
}

export interface CheckoutDetails {
  email: string;
  shippingAddress: CartAddress;
  billingAddress: CartAddress;
}

export type ContactCheck = { ok: true; details: CheckoutDetails } | { ok: false; error: WalletContactError };

/** 'fixedFields': six non-blank fields for every country; 'countrySchema': the country's own rules. */
export type AddressReading = 'fixedFields' | 'countrySchema';

const blankless = (value: string | undefined) => (value ?? '').trim();
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function contactError(kind: ContactKind, contactField: WalletContactField, message: string): WalletContactError {
  return { code: `${kind}ContactInvalid`, contactField, message };
}

/** The cart's address: country defaults to GB and region falls back to the town. */
export function toCartAddress(contact: WalletContact): CartAddress {
  const [streetName = '', ...moreLines] = (contact.addressLines ?? []).map(blankless).filter(Boolean);
  const city = blankless(contact.locality);
  return {
    firstName: blankless(contact.givenName),
    lastName: blankless(contact.familyName),
    streetName,
    additionalStreetInfo: moreLines.join(', '),
    city,
    region: blankless(contact.administrativeArea) || city,
    postalCode: blankless(contact.postalCode),
    country: blankless(contact.countryCode).toUpperCase() || spec.defaultCountry,
    phone: blankless(contact.phoneNumber),
  };
}

type Contacts = { shipping: WalletContact; billing: WalletContact };

/** Both contacts are required in either reading; the billing contact borrows the shipping phone. */
function requireContacts(payment: WalletPayment): { contacts: Contacts } | { error: WalletContactError } {
  const { shippingContact: shipping, billingContact: billing } = payment;
  if (!shipping) return { error: contactError('shipping', 'postalAddress', spec.messages.missingContact('shipping')) };
  if (!billing) return { error: contactError('billing', 'postalAddress', spec.messages.missingContact('billing')) };
  const billingPhone = blankless(billing.phoneNumber) || blankless(shipping.phoneNumber);
  return { contacts: { shipping, billing: { ...billing, phoneNumber: billingPhone } } };
}

/** Apple puts the email on the shipping contact; a billing email is taken when that is absent. */
function withEmail(contacts: Contacts): ContactCheck {
  const email = blankless(contacts.shipping.emailAddress) || blankless(contacts.billing.emailAddress);
  if (!isEmail(email)) return { ok: false, error: contactError('shipping', 'emailAddress', spec.messages.invalidEmail) };
  return { ok: true, details: { email, shippingAddress: toCartAddress(contacts.shipping), billingAddress: toCartAddress(contacts.billing) } };
}

const fixedFields: ReadonlyArray<{ label: string; key: keyof CartAddress; contactField: WalletContactField }> = [
  { label: 'first name', key: 'firstName', contactField: 'name' },
  { label: 'last name', key: 'lastName', contactField: 'name' },
  { label: 'street address', key: 'streetName', contactField: 'addressLines' },
  { label: 'city', key: 'city', contactField: 'locality' },
  { label: 'postal code', key: 'postalCode', contactField: 'postalCode' },
  { label: 'country', key: 'country', contactField: 'countryCode' },
];

/** P §5, first reading: the same six fields must be non-blank for every country. */
export function checkFixedFields(payment: WalletPayment): ContactCheck {
  const required = requireContacts(payment);
  if ('error' in required) return { ok: false, error: required.error };
  for (const kind of ['shipping', 'billing'] as const) {
    const error = fixedFieldsError(toCartAddress(required.contacts[kind]), kind);
    if (error) return { ok: false, error };
  }
  return withEmail(required.contacts);
}

function fixedFieldsError(address: CartAddress, kind: ContactKind): WalletContactError | undefined {
  const missing = fixedFields.find((field) => !address[field.key].trim());
  return missing && contactError(kind, missing.contactField, spec.messages.invalidAddressField(missing.label, kind));
}

/** One rule of a country's address schema: the first failing rule is reported. */
export interface AddressRule {
  contactField: WalletContactField;
  value: (contact: WalletContact) => string | undefined;
  required: boolean;
  pattern?: RegExp;
  message: string;
}

/** P §5, second reading: the country is required, then the country's schema decides. */
export function checkCountrySchema(payment: WalletPayment, schemaFor: (country: string) => readonly AddressRule[] = countrySchema): ContactCheck {
  const required = requireContacts(payment);
  if ('error' in required) return { ok: false, error: required.error };
  for (const kind of ['shipping', 'billing'] as const) {
    const error = countrySchemaError(required.contacts[kind], kind, schemaFor);
    if (error) return { ok: false, error };
  }
  return withEmail(required.contacts);
}

function countrySchemaError(contact: WalletContact, kind: ContactKind, schemaFor: (country: string) => readonly AddressRule[]): WalletContactError | undefined {
  const country = blankless(contact.countryCode).toUpperCase();
  if (!country) return contactError(kind, 'countryCode', spec.messages.missingCountry(kind));
  const failing = schemaFor(country).find((rule) => !passes(rule, blankless(rule.value(contact))));
  return failing && contactError(kind, failing.contactField, failing.message);
}

function passes(rule: AddressRule, value: string): boolean {
  if (!value) return !rule.required;
  return rule.pattern ? rule.pattern.test(value) : true;
}

/** The reading the storefront is configured with. */
export function checkWalletPayment(payment: WalletPayment, reading: AddressReading): ContactCheck {
  return reading === 'countrySchema' ? checkCountrySchema(payment) : checkFixedFields(payment);
}

/** The wallet contact a cart address came from (toCartAddress's inverse, as far as the rules read it). */
function toWalletContact(address: CartAddress): WalletContact {
  return {
    givenName: address.firstName,
    familyName: address.lastName,
    addressLines: [address.streetName, address.additionalStreetInfo].filter((line) => line.trim()),
    locality: address.city,
    administrativeArea: address.region,
    postalCode: address.postalCode,
    countryCode: address.country,
    phoneNumber: address.phone,
  };
}

/**
 * The server's check of an address the wallet sent to the cart (P §7 addShippingAddress,
 * addBillingAddress), by the same rules in the same reading: the first error, or none.
 */
export function checkCartAddress(address: CartAddress, kind: ContactKind, reading: AddressReading, schemaFor: (country: string) => readonly AddressRule[] = countrySchema): WalletContactError | undefined {
  return reading === 'countrySchema' ? countrySchemaError(toWalletContact(address), kind, schemaFor) : fixedFieldsError(address, kind);
}
