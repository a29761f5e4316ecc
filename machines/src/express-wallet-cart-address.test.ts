import { describe, expect, it } from 'vitest';
import { checkCartAddress, checkFixedFields, toCartAddress, type CartAddress, type WalletContact } from './express-wallet-address';
import { expressWallet as spec } from './spec';

/** The server's second look at the addresses the wallet sends to the cart: the machine's rules, on the cart's shape. */
const address: CartAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '12 St James’s Square',
  additionalStreetInfo: '',
  city: 'London',
  region: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
  phone: '+44 7700 900123',
};

describe('a cart address checked on the server', () => {
  it('passes a complete address in either reading', () => {
    expect(checkCartAddress(address, 'shipping', 'fixedFields')).toBeUndefined();
    expect(checkCartAddress({ ...address, additionalStreetInfo: 'Flat 3' }, 'billing', 'countrySchema')).toBeUndefined();
  });

  it('names the first blank fixed field with P §5’s message, for the address it is on', () => {
    const cases: Array<[keyof CartAddress, string, string]> = [
      ['firstName', 'first name', 'name'],
      ['lastName', 'last name', 'name'],
      ['streetName', 'street address', 'addressLines'],
      ['city', 'city', 'locality'],
      ['postalCode', 'postal code', 'postalCode'],
      ['country', 'country', 'countryCode'],
    ];
    for (const [key, label, contactField] of cases) {
      for (const kind of ['shipping', 'billing'] as const) {
        expect(checkCartAddress({ ...address, [key]: '  ' }, kind, 'fixedFields')).toEqual({
          code: `${kind}ContactInvalid`,
          contactField,
          message: spec.messages.invalidAddressField(label, kind),
        });
      }
    }
  });

  it('gives the same answer as the machine’s check of the contact it came from', () => {
    const contact: WalletContact = { givenName: 'Ada', familyName: '', addressLines: ['1 Bank Street'], locality: 'London', postalCode: 'E14 5JP', countryCode: 'GB', emailAddress: 'ada@example.com' };
    const machine = checkFixedFields({ token: { paymentData: {} }, shippingContact: contact, billingContact: contact });
    expect(machine.ok ? undefined : machine.error).toEqual(checkCartAddress(toCartAddress(contact), 'shipping', 'fixedFields'));
  });

  it('in the per-country reading asks for a country, then applies that country’s schema', () => {
    expect(checkCartAddress({ ...address, country: '' }, 'billing', 'countrySchema')).toEqual({ code: 'billingContactInvalid', contactField: 'countryCode', message: spec.messages.missingCountry('billing') });
    expect(checkCartAddress({ ...address, postalCode: 'NOT A CODE' }, 'shipping', 'countrySchema')).toEqual({ code: 'shippingContactInvalid', contactField: 'postalCode', message: 'Please enter a valid UK postcode' });
    expect(checkCartAddress({ ...address, streetName: ' ', additionalStreetInfo: '' }, 'shipping', 'countrySchema')).toMatchObject({ contactField: 'addressLines' });
    expect(checkCartAddress({ ...address, phone: 'call me' }, 'shipping', 'countrySchema')).toMatchObject({ contactField: 'phoneNumber', message: 'Please enter a valid phone number' });
    const strict = () => [{ contactField: 'administrativeArea' as const, value: (contact: WalletContact) => contact.administrativeArea, required: true, message: 'Region please' }];
    expect(checkCartAddress({ ...address, region: '' }, 'shipping', 'countrySchema', strict)).toMatchObject({ message: 'Region please' });
  });
});
