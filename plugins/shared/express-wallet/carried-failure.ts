import type { ExpressWalletError } from '@storefront/machines/expressWallet.machine';

/**
 * 'Total has updated' (P §8): the page is loaded again from the server so the shopper sees what
 * things cost now, and the message of the failed attempt is carried over the reload (this tab's
 * session storage, for this page only) to be shown under the button again.
 */
const KEY = 'storefront:express-wallet-failure';

const here = () => `${location.pathname}${location.search}`;

export function reloadCarrying(failure: ExpressWalletError): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ page: here(), failure }));
  } catch {
    // Storage refused (private mode, full): the page still reloads, without the message.
  }
  location.reload();
}

/** Once shown, the carried failure is not shown again (a later reload shows the page plainly). */
export function forgetCarriedFailure(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was carried.
  }
}

/** The failure carried over to this page's load, if any. */
export function carriedFailure(): ExpressWalletError | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return undefined;
    const carried = JSON.parse(raw) as { page?: unknown; failure?: { message?: unknown; detail?: unknown } };
    const { message, detail } = carried.failure ?? {};
    if (carried.page !== here() || typeof message !== 'string' || typeof detail !== 'string') return undefined;
    return { message, detail };
  } catch {
    return undefined;
  }
}
