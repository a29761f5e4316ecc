'use client';

import { useEffect, useState } from 'react';
import { addToBasketLabel, colourOptions, isOneSize, isPurchasable, selectedVariant, sizeOptions, startingSize } from '@storefront/machines/variant-selection';
import { useProductSelection } from '../page/ProductSelection.client';
import { BuyBoxView } from './BuyBoxView';
import type { BuyBoxControllerProps, BuyIntent } from './BuyBoxController.client';
import { priceView, type BuyBoxModel } from './model';

type Controller = (props: BuyBoxControllerProps) => React.ReactNode;

/**
 * The product page's buy box island (P §4 'Variant selection', 'Add-to-basket label'). The
 * server draws it for the default colour with the same rules the machine uses; once hydrated it
 * loads the variantSelection machine (its own chunk, not first-load JavaScript), which takes over
 * with the link's colour and size. Presses made before it arrives are replayed to it.
 */
export function BuyBox({ model }: { model: BuyBoxModel }) {
  const selection = useProductSelection();
  const [controller, setController] = useState<{ Controller: Controller }>();
  const [queued, setQueued] = useState<BuyIntent[]>([]);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    void import('./BuyBoxController.client').then(({ BuyBoxController }) => {
      if (live) setController({ Controller: BuyBoxController });
    });
    return () => {
      live = false;
    };
  }, []);
  if (controller && selection.linkRead) return <controller.Controller model={model} queued={queued} />;

  const colour = model.defaultColour;
  const size = startingSize(model.variants, colour, undefined);
  const queue = (intent: BuyIntent) => setQueued((list) => [...list, intent]);
  const labelInput = { variants: model.variants, colour, size, preorderUntil: model.preorderUntil, now };
  return (
    <BuyBoxView
      model={model}
      colour={colour}
      size={size}
      colours={colourOptions(model.variants)}
      sizes={sizeOptions(model.variants, colour)}
      isOneSize={isOneSize(model.variants)}
      price={priceView(model, colour, size)}
      label={addToBasketLabel(labelInput)}
      sku={selectedVariant(model.variants, colour, size)?.sku}
      sizeError={undefined}
      colourMessage={undefined}
      lowStockMessage={undefined}
      canAdd={isPurchasable(labelInput)}
      addState={{ kind: queued.some((intent) => intent.type === 'variant.add') ? 'adding' : 'idle' }}
      onColour={(value) => queue({ type: 'variant.selectColour', colour: value })}
      onSize={(value) => queue({ type: 'variant.selectSize', size: value })}
      onAdd={() => queue({ type: 'variant.add' })}
    />
  );
}
