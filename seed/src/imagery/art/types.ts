import type { ArtContext } from '../context';

export type View = 'front' | 'back';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One product drawn in its own coordinates; the composer scales it into the frame. */
export interface Drawing {
  body: string;
  box: Box;
  /** Outline paths, filled and blurred for the soft shadow the piece casts on the backdrop. */
  silhouette: readonly string[];
  /** Stands on the floor (shoes, bags, bottles) rather than floating like a flat-lay garment. */
  grounded: boolean;
  /** Where the close-up view zooms in (the neckline, the toe, the label). */
  detail: readonly [number, number];
  /** Garments can be shown on a hanger in the styled view. */
  hangable?: { neckY: number };
}

export type Drawer = (context: ArtContext, view: View) => Drawing;
