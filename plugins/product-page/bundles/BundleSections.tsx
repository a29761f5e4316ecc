import { createActor } from 'xstate';
import { bundleSelectionMachine, bundleSelectionSelectors } from '@storefront/machines/bundleSelection.machine';
import { BundlesIsland } from './BundlesIsland.client';
import { BundleSectionView } from './BundleSectionView';
import type { BundleSectionModel } from './model';
import styles from './BundleSections.module.css';

/** The section as it starts, by the machine's own rules (items selected when in stock, sizes auto-chosen). */
function StartingSection({ model }: { model: BundleSectionModel }) {
  const snapshot = createActor(bundleSelectionMachine, { input: { bundle: model.bundle } }).getSnapshot();
  return <BundleSectionView model={model} items={bundleSelectionSelectors.items(snapshot)} total={bundleSelectionSelectors.total(snapshot)} adding={false} added={false} addError={undefined} />;
}

/**
 * The product page's bundle sections (issue 14 item 4), drawn whole by the server into the cached
 * page; their behaviour (the bundleSelection machine, the basket call) loads as they come near the
 * viewport and takes over the same drawing. Nothing when the product has none.
 */
export function BundleSections({ sections }: { sections: readonly BundleSectionModel[] }) {
  if (sections.length === 0) return null;
  return (
    <BundlesIsland sections={sections}>
      <div className={styles.sections}>
        {sections.map((model) => (
          <StartingSection key={model.bundle.id} model={model} />
        ))}
      </div>
    </BundlesIsland>
  );
}
