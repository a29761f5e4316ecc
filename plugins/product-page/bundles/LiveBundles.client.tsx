'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { bundleSelectionMachine, bundleSelectionSelectors as select } from '@storefront/machines/bundleSelection.machine';
import type { BasketLine } from '@storefront/machines/quickAdd.machine';
import { useShopper } from '../../shared/shopper/ShopperContext.client';
import { addToBasket } from '../../shared/shopper/shopper-api';
import { useProductSelection } from '../page/ProductSelection.client';
import { BundleSectionView } from './BundleSectionView';
import type { BundleSectionModel } from './model';
import styles from './BundleSections.module.css';

export interface LiveBundlesProps {
  sections: readonly BundleSectionModel[];
}

/** One section on its bundleSelection machine; the add posts every selected item and updates the bag count. */
export function LiveBundleSection({ model }: { model: BundleSectionModel }) {
  const { setBagCount } = useShopper();
  const [added, setAdded] = useState(false);
  const actor = useActorRef(
    bundleSelectionMachine.provide({
      actors: {
        addToBag: fromPromise(async ({ input }: { input: { items: BasketLine[] } }) => {
          const result = await addToBasket(input.items);
          if ('cartId' in result) {
            if (result.totalQuantity !== undefined) setBagCount(result.totalQuantity);
            setAdded(true);
          }
          return result;
        }),
      },
    }),
    { input: { bundle: model.bundle } },
  );
  const items = useSelector(actor, select.items);
  const total = useSelector(actor, select.total);
  const adding = useSelector(actor, select.isAdding);
  const addError = useSelector(actor, select.addError);

  // The page's own product follows the colour chosen in the buy box.
  const { colour } = useProductSelection();
  useEffect(() => {
    actor.send({ type: 'bundle.selectColour', productKey: model.currentProductKey, colour });
  }, [actor, colour, model.currentProductKey]);

  const acting = <T extends unknown[]>(act: (...args: T) => void) => (...args: T) => {
    setAdded(false);
    act(...args);
  };
  return (
    <BundleSectionView
      model={model}
      items={items}
      total={total}
      adding={adding}
      added={added}
      addError={addError}
      handlers={{
        onToggle: acting((productKey: string, selectIt: boolean) => actor.send({ type: selectIt ? 'bundle.select' : 'bundle.deselect', productKey })),
        onColour: acting((productKey: string, value: string) => actor.send({ type: 'bundle.selectColour', productKey, colour: value })),
        onSize: acting((productKey: string, size: string) => actor.send({ type: 'bundle.selectSize', productKey, size })),
        onAdd: acting(() => actor.send({ type: 'bundle.add' })),
      }}
    />
  );
}

/** The sections with their behaviour, in place of the server's drawing. */
export function LiveBundles({ sections }: LiveBundlesProps) {
  return (
    <div className={styles.sections}>
      {sections.map((model) => (
        <LiveBundleSection key={model.bundle.id} model={model} />
      ))}
    </div>
  );
}
