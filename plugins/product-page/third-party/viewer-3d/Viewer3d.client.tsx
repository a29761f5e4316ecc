'use client';

import { useEffect, useState } from 'react';
import { useProductSelection } from '../../page/ProductSelection.client';
import { frameSandbox } from '../provider-messages';
import { ProviderDialog } from '../ProviderDialog.client';
import { thirdPartyTexts as texts } from '../third-party.texts';
import type { FeatureProps } from '../ThirdPartyIsland.client';
import styles from '../ThirdParty.module.css';

export interface Viewer3dInput {
  /** The 3D model id of each colour that has one (P §3 voxeloID). */
  models: Record<string, string>;
}

type Model = { available: true; frameUrl: string; title: string } | { available: false };

/** P §2: 'A 3D viewer opens in a modal (loaded by id in an embedded frame)', for the chosen colour's model. */
export default function Viewer3d({ input, pressed }: FeatureProps<Viewer3dInput>) {
  const { colour } = useProductSelection();
  const modelId = input.models[colour];
  const [open, setOpen] = useState(pressed);
  // The answer for one model id; another colour's model is asked for afresh.
  const [answer, setAnswer] = useState<{ modelId: string; model: Model } | undefined>();
  const model = answer && answer.modelId === modelId ? answer.model : undefined;
  useEffect(() => {
    if (!open || !modelId) return;
    let live = true;
    fetch(`/_api/third-party/3d-viewer/${encodeURIComponent(modelId)}`)
      .then((response) => (response.ok ? (response.json() as Promise<Model>) : { available: false as const }))
      .catch(() => ({ available: false as const }))
      .then((found) => live && setAnswer({ modelId, model: found }));
    return () => {
      live = false;
    };
  }, [open, modelId]);
  if (!modelId) return null;
  return (
    <>
      <button type="button" className={styles.button} data-testid="viewer-3d-button" onClick={() => setOpen(true)}>
        {texts.viewer3dButton}
      </button>
      {open ? (
        <ProviderDialog label={texts.viewer3dTitle} onClose={() => setOpen(false)} testId="viewer-3d-modal">
          {model?.available ? (
            <iframe title={`${texts.viewer3dTitle}: ${model.title}`} src={model.frameUrl} sandbox={frameSandbox(model.frameUrl, window.location.origin, {})} referrerPolicy="no-referrer" loading="eager" />
          ) : model ? (
            <p className={styles.body} role="status">
              {texts.viewer3dUnavailable}
            </p>
          ) : (
            <div className={styles.body} aria-busy="true" />
          )}
        </ProviderDialog>
      ) : null}
    </>
  );
}
