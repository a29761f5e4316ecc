'use client';

import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { AccountIcon } from './icons';

/** The header's account link, named for the signed-in shopper once the browser knows who it is. */
export function AccountLink({ className }: { className: string }) {
  const { viewer } = useShopper();
  return (
    <a href="/account" className={className}>
      <AccountIcon />
      <span className="visually-hidden">{viewer.kind === 'signed-in' ? `Your account (${viewer.name})` : 'Sign in'}</span>
    </a>
  );
}
