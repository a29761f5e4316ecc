import type { WalletContact } from '@storefront/machines/express-wallet-address';

/**
 * What the test wallet holds, as a shopper's Apple Pay wallet would: saved delivery contacts and
 * cards. Chosen so every path of the flow can be walked by hand or by a test: a UK and an Irish
 * address, one in a country the storefront does not ship to, one whose billing address lacks its
 * town; a card the embedded payment service authorises and one it declines (by Adyen's test
 * convention the holder name names the refusal reason).
 */

export interface SavedContact {
  id: string;
  /** What the sheet lists. */
  label: string;
  shipping: Required<Pick<WalletContact, 'givenName' | 'familyName' | 'emailAddress' | 'phoneNumber' | 'addressLines' | 'locality' | 'postalCode' | 'countryCode'>> &
    Pick<WalletContact, 'administrativeArea'>;
  /** The billing address the cards use with this contact (Apple Pay keeps one per card; one per contact here). */
  billing: WalletContact;
}

/** Apple Pay's card networks, as ApplePayPaymentMethod.network names them, by the request's supportedNetworks. */
export const NETWORK_NAMES = { visa: 'Visa', masterCard: 'MasterCard', amex: 'AmEx' } as const;
export type SupportedNetwork = keyof typeof NETWORK_NAMES;

export interface SavedCard {
  id: string;
  network: SupportedNetwork;
  last4: string;
  /** Embossed on the card; the embedded payment service refuses a holder name that names a refusal reason. */
  holderName: string;
  /** What the shopper is told the card does. */
  note: string;
}

const ada = { givenName: 'Ada', familyName: 'Lovelace', emailAddress: 'ada.lovelace@example.com', phoneNumber: '07700 900123' };
const adaAddress = { addressLines: ['12 St James’s Square'], locality: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };

export const SAVED_CONTACTS: readonly SavedContact[] = [
  {
    id: 'home',
    label: 'Ada Lovelace',
    shipping: { ...ada, ...adaAddress },
    billing: { givenName: ada.givenName, familyName: ada.familyName, ...adaAddress },
  },
  {
    id: 'dublin',
    label: 'Siobhán Byrne',
    shipping: {
      givenName: 'Siobhán',
      familyName: 'Byrne',
      emailAddress: 'siobhan.byrne@example.ie',
      phoneNumber: '+353 1 555 0142',
      addressLines: ['14 Merrion Square North'],
      locality: 'Dublin 2',
      administrativeArea: 'Co. Dublin',
      postalCode: 'D02 XE80',
      countryCode: 'IE',
    },
    billing: { givenName: 'Siobhán', familyName: 'Byrne', addressLines: ['14 Merrion Square North'], locality: 'Dublin 2', postalCode: 'D02 XE80', countryCode: 'IE' },
  },
  {
    id: 'new-york',
    label: 'Grace Hopper',
    shipping: {
      givenName: 'Grace',
      familyName: 'Hopper',
      emailAddress: 'grace.hopper@example.com',
      phoneNumber: '+1 212 555 0199',
      addressLines: ['350 Fifth Avenue'],
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10118',
      countryCode: 'US',
    },
    billing: { givenName: 'Grace', familyName: 'Hopper', addressLines: ['350 Fifth Avenue'], locality: 'New York', administrativeArea: 'NY', postalCode: '10118', countryCode: 'US' },
  },
  {
    id: 'no-billing-town',
    label: 'Alan Turing',
    shipping: {
      givenName: 'Alan',
      familyName: 'Turing',
      emailAddress: 'alan.turing@example.co.uk',
      phoneNumber: '07700 900456',
      addressLines: ['78 High Street'],
      locality: 'Wilmslow',
      postalCode: 'SK9 1AA',
      countryCode: 'GB',
    },
    // Saved without its town: the storefront must refuse it as a billing address (P §5).
    billing: { givenName: 'Alan', familyName: 'Turing', addressLines: ['78 High Street'], locality: '', postalCode: 'SK9 1AA', countryCode: 'GB' },
  },
];

export const SAVED_CARDS: readonly SavedCard[] = [
  { id: 'visa', network: 'visa', last4: '1111', holderName: 'A LOVELACE', note: 'Approves every payment' },
  { id: 'amex', network: 'amex', last4: '8431', holderName: 'A LOVELACE', note: 'Approves every payment' },
  { id: 'declined', network: 'masterCard', last4: '0008', holderName: 'DECLINED', note: 'Declines every payment' },
  { id: 'no-funds', network: 'visa', last4: '0010', holderName: 'NOT_ENOUGH_BALANCE', note: 'Declines: not enough balance' },
];

const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', IE: 'Ireland', US: 'United States' };
export const countryName = (code: string | undefined) => COUNTRY_NAMES[(code ?? '').toUpperCase()] ?? code ?? '';

/** One line for the sheet: street, town and postcode, country. */
export function addressLine(contact: WalletContact): string {
  return [...(contact.addressLines ?? []), contact.locality, contact.postalCode, countryName(contact.countryCode)].filter((part) => part && part.trim()).join(', ');
}

export const cardLabel = (card: SavedCard) => `${NETWORK_NAMES[card.network]} •••• ${card.last4}`;
