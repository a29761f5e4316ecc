'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PreviewViewer } from '../../channel/protocol';
import styles from './editor.module.css';

export const DEVICES = [
  { id: 'mobile', label: 'Mobile', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;
export type DeviceId = (typeof DEVICES)[number]['id'];

const VIEWERS: ReadonlyArray<{ id: PreviewViewer; label: string }> = [
  { id: 'guest', label: 'Guest' },
  { id: 'signed-in', label: 'Signed in' },
];

export interface PreviewPaneProps {
  iframeRef: RefObject<HTMLIFrameElement | null>;
  /** The site's draft-mode entry URL; undefined when previews are not set up. */
  src: string | undefined;
  device: DeviceId;
  viewer: PreviewViewer;
  onDevice(device: DeviceId): void;
  onViewer(viewer: PreviewViewer): void;
  /** One line about the preview: connecting, up to date, warnings, a failed render. */
  state: { text: string; tone: 'quiet' | 'ok' | 'warn' };
}

function Segmented<T extends string>({ name, label, options, value, onChange }: { name: string; label: string; options: ReadonlyArray<{ id: T; label: string }>; value: T; onChange(value: T): void }) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.segmented}>
      {options.map((option) => (
        <label key={option.id} className={styles.segment} data-checked={option.id === value}>
          <input type="radio" name={name} value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** The stage's width, followed as the window resizes (to scale wide devices down to fit). */
function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The live preview: the site in draft mode in a frame as wide as the chosen device (scaled down
 * when the column is narrower, like a device preview), with the guest/signed-in switch.
 */
export function PreviewPane({ iframeRef, src, device, viewer, onDevice, onViewer, state }: PreviewPaneProps) {
  const stage = useRef<HTMLDivElement>(null);
  const available = useWidth(stage);
  const width = DEVICES.find((candidate) => candidate.id === device)!.width;
  const scale = available ? Math.min(1, (available - 24) / width) : 1;
  return (
    <section className={styles.preview} aria-label="Preview">
      <div className={styles.previewBar}>
        <Segmented name="device" label="Device width" options={DEVICES} value={device} onChange={onDevice} />
        <Segmented name="viewer" label="Preview as" options={VIEWERS} value={viewer} onChange={onViewer} />
        <span className={styles.previewState} data-tone={state.tone}>
          {state.text}
        </span>
      </div>
      <div ref={stage} className={styles.stage}>
        {src ? (
          <div className={styles.deviceFrame} style={{ width: Math.round(width * scale) }}>
            <iframe
              ref={iframeRef}
              title="Page preview"
              src={src}
              width={width}
              className={styles.iframe}
              data-device={device}
              style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
            />
          </div>
        ) : (
          <p className={styles.noPreview}>
            The preview is not available: set <code>PREVIEW_SECRET</code> (or use the embedded content space) to preview drafts.
          </p>
        )}
      </div>
    </section>
  );
}
