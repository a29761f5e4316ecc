import 'server-only';
import { z } from 'zod';
import { log } from '../../platform/log';
import { callProvider, providerPageUrl } from '../provider-transport';
import { embeddedVoxelo, MODEL_ID } from './embedded-voxelo';

/** The vendor's model description (only this module knows it). */
const modelAnswer = z.object({ model: z.object({ id: z.string(), status: z.enum(['ready', 'processing']), title: z.string(), embed_path: z.string().regex(/^\/[A-Za-z0-9/_-]+$/) }) });

/** A 3D model the viewer can show, in the app's words. */
export type Viewer3dModel = { available: true; frameUrl: string; title: string } | { available: false };

/**
 * P §2: 'A 3D viewer opens in a modal (loaded by id in an embedded frame)'. Asks the provider
 * about the model; a model it does not know, is still processing or a failed call is not
 * available (logged), and the product page says so in the modal.
 */
export async function viewer3dModel(modelId: string): Promise<Viewer3dModel> {
  if (!MODEL_ID.test(modelId)) return { available: false };
  try {
    const response = await callProvider('viewer3d', `/models/${encodeURIComponent(modelId)}`, { headers: { accept: 'application/json' } }, embeddedVoxelo);
    if (response.status === 404) return { available: false };
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = modelAnswer.safeParse(await response.json());
    if (!parsed.success) throw new Error('answer not understood');
    const { model } = parsed.data;
    if (model.status !== 'ready') return { available: false };
    return { available: true, frameUrl: providerPageUrl('viewer3d', model.embed_path), title: model.title };
  } catch (error) {
    log.warn('third-party.viewer3d.failed', { modelId, error: String(error) });
    return { available: false };
  }
}
