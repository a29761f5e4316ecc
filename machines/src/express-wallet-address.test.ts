import { describe, expect, it } from 'vitest';
import { checkCountrySchema, checkFixedFields, checkWalletPayment, toCartAddress, type WalletContact, type WalletPayment } from './express-wallet-address';
import { countrySchema } from './express-wallet-country-schemas';
import { expressWallet as spec } from './spec';

const shipping: WalletContact = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '+44 7700 900123',
  addressLines: ['12 St James’s Square', 'Flat 3'],
  locality: 'London',
  administrativeArea: '',
  postalCode: 'SW1Y 4JH',
  countryCode: 'gb',
};
const billing: WalletContact = { ...shipping, emailAddress: undefined, phoneNumber: undefined, addressLines: ['1 Bank Street'], postalCode: 'E14 5JP' };
const payment = (overrides: Partial<WalletPayment> = {}): WalletPayment => ({ token: { paymentData: { data: 'x' } }, shippingContact: shipping, billingContact: billing, ...overrides });

describe('express wallet addresses', () => {
  it('reshapes a contact into the cart address: country upper-cased or GB, region falls back to the town', () => {
    expect(toCartAddress(shipping)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetName: '12 St James’s Square',
      additionalStreetInfo: 'Flat 3',
      city: 'London',
      region: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
      phone: '+44 7700 900123',
    });
    const sparse = toCartAddress({ addressLines: ['  ', ' 5 Main St '], locality: 'Boston', administrativeArea: 'MA' });
    expect(sparse).toMatchObject({ streetName: '5 Main St', additionalStreetInfo: '', region: 'MA', country: 'GB', firstName: '', phone: '' });
  });

  for (const [reading, check] of [
    ['fixed fields', checkFixedFields],
    ['per-country schema', (p: WalletPayment) => checkCountrySchema(p)],
  ] as const) {
    describe(reading, () => {
      it('accepts a complete payment: email from the shipping contact, billing phone from shipping', () => {
        const result = check(payment());
        expect(result).toEqual({
          ok: true,
          details: expect.objectContaining({ email: 'ada@example.com', billingAddress: expect.objectContaining({ phone: '+44 7700 900123', streetName: '1 Bank Street' }) }),
        });
      });

      it('requires both contacts', () => {
        expect(check(payment({ shippingContact: undefined }))).toEqual({
          ok: false,
          error: { code: 'shippingContactInvalid', contactField: 'postalAddress', message: 'Please provide a valid shipping address' },
        });
        expect(check(payment({ billingContact: undefined }))).toEqual({
          ok: false,
          error: { code: 'billingContactInvalid', contactField: 'postalAddress', message: 'Please provide a valid billing address' },
        });
      });

      it('requires a valid email, taking the billing one when shipping has none', () => {
        const invalid = { ok: false, error: { code: 'shippingContactInvalid', contactField: 'emailAddress', message: spec.messages.invalidEmail } };
        expect(check(payment({ shippingContact: { ...shipping, emailAddress: 'ada@' } }))).toEqual(invalid);
        expect(check(payment({ shippingContact: { ...shipping, emailAddress: undefined } }))).toEqual(invalid);
        const fromBilling = check(payment({ shippingContact: { ...shipping, emailAddress: ' ' }, billingContact: { ...billing, emailAddress: 'b@example.org' } }));
        expect(fromBilling.ok && fromBilling.details.email).toBe('b@example.org');
      });
    });
  }

  describe('fixed fields', () => {
    it.each([
      ['givenName', 'first name', 'name'],
      ['familyName', 'last name', 'name'],
      ['addressLines', 'street address', 'addressLines'],
      ['locality', 'city', 'locality'],
      ['postalCode', 'postal code', 'postalCode'],
    ] as const)('names the blank %s of either contact', (key, label, contactField) => {
      const blank = key === 'addressLines' ? [' '] : '  ';
      expect(checkFixedFields(payment({ shippingContact: { ...shipping, [key]: blank } }))).toEqual({
        ok: false,
        error: { code: 'shippingContactInvalid', contactField, message: `Please provide a valid ${label} for your shipping address` },
      });
      expect(checkFixedFields(payment({ billingContact: { ...billing, [key]: undefined } }))).toEqual({
        ok: false,
        error: { code: 'billingContactInvalid', contactField, message: `Please provide a valid ${label} for your billing address` },
      });
    });

    it('defaults a missing country to GB instead of refusing it', () => {
      const result = checkFixedFields(payment({ billingContact: { ...billing, countryCode: undefined } }));
      expect(result.ok && result.details.billingAddress.country).toBe('GB');
    });
  });

  describe('per-country schema', () => {
    it('requires the country of each contact', () => {
      expect(checkCountrySchema(payment({ shippingContact: { ...shipping, countryCode: ' ' } }))).toEqual({
        ok: false,
        error: { code: 'shippingContactInvalid', contactField: 'countryCode', message: 'Please provide a country for your shipping address' },
      });
      expect(checkCountrySchema(payment({ billingContact: { ...billing, countryCode: undefined } }))).toEqual({
        ok: false,
        error: { code: 'billingContactInvalid', contactField: 'countryCode', message: 'Please provide a country for your billing address' },
      });
    });

    it('reports the first failing field of the country’s schema, mapped to the sheet field', () => {
      const us: WalletContact = { ...shipping, countryCode: 'US', locality: 'Boston', administrativeArea: '', postalCode: '02108' };
      expect(checkCountrySchema(payment({ shippingContact: us }))).toEqual({
        ok: false,
        error: { code: 'shippingContactInvalid', contactField: 'administrativeArea', message: 'Please enter your state' },
      });
      expect(checkCountrySchema(payment({ shippingContact: { ...us, administrativeArea: 'MA', postalCode: '2108' } }))).toMatchObject({
        error: { contactField: 'postalCode', message: 'Please enter a valid ZIP code' },
      });
      expect(checkCountrySchema(payment({ billingContact: { ...billing, postalCode: 'NOT A CODE' } }))).toEqual({
        ok: false,
        error: { code: 'billingContactInvalid', contactField: 'postalCode', message: 'Please enter a valid UK postcode' },
      });
      expect(checkCountrySchema(payment({ shippingContact: { ...shipping, givenName: '', familyName: '' } }))).toMatchObject({
        error: { contactField: 'name', message: 'Please enter your first name' },
      });
      expect(checkCountrySchema(payment({ shippingContact: { ...shipping, phoneNumber: 'call me' } }))).toMatchObject({
        error: { contactField: 'phoneNumber', message: 'Please enter a valid phone number' },
      });
    });

    it('lets a country without required postal codes through, but still checks one that is given', () => {
      const dublin: WalletContact = { ...shipping, countryCode: 'IE', locality: 'Dublin', postalCode: '' };
      expect(checkCountrySchema(payment({ shippingContact: dublin })).ok).toBe(true);
      expect(checkCountrySchema(payment({ shippingContact: { ...dublin, postalCode: 'D02 X285' } })).ok).toBe(true);
      expect(checkCountrySchema(payment({ shippingContact: { ...dublin, postalCode: 'SW1Y 4JH' } }))).toMatchObject({ error: { message: 'Please enter a valid Eircode' } });
      const hongKong: WalletContact = { ...shipping, countryCode: 'HK', locality: 'Central', postalCode: '' };
      expect(checkCountrySchema(payment({ shippingContact: hongKong })).ok).toBe(true);
      expect(checkCountrySchema(payment({ shippingContact: { ...hongKong, postalCode: '#!?' } }))).toMatchObject({ error: { contactField: 'postalCode' } });
    });

    it('has postal code rules for the main markets', () => {
      const valid: Record<string, string> = { GB: 'EC1A 1BB', US: '10001-1234', CA: 'K1A 0B1', AU: '2000', FR: '75001', DE: '10115', NL: '1012 AB', SE: '111 22' };
      for (const [country, code] of Object.entries(valid)) {
        const contact = { ...shipping, countryCode: country, administrativeArea: 'Region', postalCode: code };
        const rules = countrySchema(country);
        expect(rules.every((rule) => !rule.pattern || !rule.value(contact) || rule.pattern.test(rule.value(contact)!)), country).toBe(true);
        expect(rules.find((rule) => rule.contactField === 'postalCode')!.pattern!.test('x'), country).toBe(false);
      }
    });
  });

  it('checks with the configured reading', () => {
    const noPostcode = payment({ shippingContact: { ...shipping, countryCode: 'HK', postalCode: '' } });
    expect(checkWalletPayment(noPostcode, 'countrySchema').ok).toBe(true);
    expect(checkWalletPayment(noPostcode, 'fixedFields')).toMatchObject({ ok: false, error: { contactField: 'postalCode' } });
  });
});
