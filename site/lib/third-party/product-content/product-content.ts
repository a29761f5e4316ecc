import 'server-only';
import { z } from 'zod';
import { log } from '../../platform/log';
import { callProvider } from '../provider-transport';
import { EAN, embeddedSyndication } from './embedded-syndication';

const HEX = /^#[0-9a-fA-F]{6}$/;
const moduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('headline'), text: z.string().max(300) }),
  z.object({ kind: z.literal('paragraph'), heading: z.string().max(200).optional(), text: z.string().max(4000) }),
  z.object({ kind: z.literal('specifications'), rows: z.array(z.object({ label: z.string().max(100), value: z.string().max(300) })).max(40) }),
  z.object({ kind: z.literal('shades'), items: z.array(z.object({ name: z.string().max(100), hex: z.string() })).max(60) }),
]);
const contentAnswer = z.object({ ean: z.string(), brand: z.string().max(100), modules: z.array(z.unknown()).max(30) });

/** Third-party product content in the app's words: plain text only (never the vendor's HTML). */
export interface ProductContent {
  brand: string;
  headline: string | undefined;
  paragraphs: Array<{ heading: string | undefined; text: string }>;
  specifications: Array<{ label: string; value: string }>;
  shades: Array<{ name: string; hex: string }>;
}

/** The content the syndicator carries for an EAN; undefined when it has none, or on failure (logged): the page shows nothing. */
export async function productContentByEan(ean: string): Promise<ProductContent | undefined> {
  if (!EAN.test(ean)) return undefined;
  try {
    const response = await callProvider('productContent', `/content/${ean}`, { headers: { accept: 'application/json' } }, embeddedSyndication);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = contentAnswer.safeParse(await response.json());
    if (!parsed.success) throw new Error('answer not understood');
    const content: ProductContent = { brand: parsed.data.brand, headline: undefined, paragraphs: [], specifications: [], shades: [] };
    // A module the app does not know (or a malformed one) is skipped, the rest still shows.
    for (const raw of parsed.data.modules) {
      const parsedModule = moduleSchema.safeParse(raw);
      if (!parsedModule.success) continue;
      const value = parsedModule.data;
      if (value.kind === 'headline') content.headline ??= value.text;
      else if (value.kind === 'paragraph') content.paragraphs.push({ heading: value.heading, text: value.text });
      else if (value.kind === 'specifications') content.specifications.push(...value.rows);
      else content.shades.push(...value.items.filter((item) => HEX.test(item.hex)));
    }
    return content;
  } catch (error) {
    log.warn('third-party.product-content.failed', { ean, error: String(error) });
    return undefined;
  }
}
