'use client';

import { useEffect, useState } from 'react';
import type { ShopperViewer } from '../../shared/shopper/ShopperContext.client';
import { fetchJson } from '../../shared/shopper/fetch-json';
import { badgeTexts } from '../badges/badges.texts';
import { premierExpiryDate } from '../badges/offers';

export const MEMBERSHIP_URL = '/_api/account/membership';

type MembershipReply = { premier?: { active?: unknown; validUntil?: unknown } };

/**
 * P §6: the line an active premier member sees in place of the add button, from the membership
 * answer; none without an active membership and a readable expiry date.
 */
export function memberMessageOf(reply: MembershipReply | undefined): string | undefined {
  const premier = reply?.premier;
  if (premier?.active !== true || typeof premier.validUntil !== 'string') return undefined;
  const date = premierExpiryDate(premier.validUntil);
  return date ? badgeTexts.premierMemberActive(date) : undefined;
}

/**
 * On a premier product, a signed-in shopper's membership, asked once the session is known (the
 * page is cached, the same for everyone). Guests and other products never ask; a failed answer
 * leaves the add button.
 */
export function usePremierMemberMessage(isPremier: boolean, viewer: ShopperViewer, ready: boolean): string | undefined {
  const [message, setMessage] = useState<string>();
  const asks = isPremier && ready && viewer.kind === 'signed-in';
  useEffect(() => {
    if (!asks) return;
    let live = true;
    fetchJson<MembershipReply>(MEMBERSHIP_URL)
      .then(({ status, data }) => {
        if (live) setMessage(status === 200 ? memberMessageOf(data) : undefined);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [asks]);
  return asks ? message : undefined;
}
