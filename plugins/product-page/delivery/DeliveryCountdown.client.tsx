'use client';

import { useEffect, useState } from 'react';
import type { CutOffBrands, DeliveryOption } from '@storefront/machines/deliveryCountdown.cutOffs';
import { useIslandCode } from '../../shared/use-island-code';
import { countdownTexts as text } from './islands.texts';
import styles from './DeliveryPanel.module.css';

export interface DeliveryCountdownProps {
  option: DeliveryOption;
  brands: CutOffBrands;
}

/** What the badge says for a snapshot: a countdown, the express offer, or nothing. */
type BadgeText = string;

const loadMachine = () => Promise.all([import('xstate'), import('@storefront/machines/deliveryCountdown.machine')]);

/**
 * A delivery countdown badge (P §4, §9) on the deliveryCountdown machine. The page is cached for
 * everyone, so the time comes from the shopper's clock: the server draws the badge's place, empty
 * and of its final height (no layout shift), and the browser fills it once the machine — loaded
 * after the page, off its first load — has read the clock.
 */
export function DeliveryCountdown({ option, brands }: DeliveryCountdownProps) {
  const [badge, setBadge] = useState<BadgeText>('');
  const { service, brand, configuredCutOff, isExpressEnabled } = option;
  const machine = useIslandCode(loadMachine, 'hydrated').code;

  useEffect(() => {
    if (!machine) return;
    const [{ createActor }, { deliveryCountdownMachine, deliveryCountdownSelectors: select }] = machine;
    const actor = createActor(deliveryCountdownMachine, { input: { delivery: { service, brand, configuredCutOff, isExpressEnabled }, brands } });
    const show = () => {
      const snapshot = actor.getSnapshot();
      const remaining = select.remaining(snapshot);
      if (select.showsExpressAvailable(snapshot)) setBadge(text.expressAvailable);
      else if (remaining && select.isVisible(snapshot)) setBadge(text.orderWithin(text.time(remaining.hours, remaining.minutes, remaining.seconds), service));
      else setBadge('');
    };
    const subscription = actor.subscribe(show);
    actor.start();
    show();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [machine, service, brand, configuredCutOff, isExpressEnabled, brands]);

  return (
    <p className={styles.countdown} data-testid="delivery-countdown" data-service={service}>
      {badge}
    </p>
  );
}
