/**
 * Builders for a `contentful space export` document: the seed content is written in the same
 * format a real space exports, and goes through the same importer.
 */
export const SEED_LOCALE = 'en-GB';
const SEED_TIME = '2026-11-01T09:00:00.000Z';

export interface ExportEntry {
  sys: {
    id: string;
    type: 'Entry';
    contentType: { sys: { id: string; type: 'Link'; linkType: 'ContentType' } };
    createdAt: string;
    updatedAt: string;
    version: number;
    publishedVersion: number;
    publishedCounter: number;
    publishedAt: string;
    firstPublishedAt: string;
  };
  fields: Record<string, Record<string, unknown>>;
}

export interface ExportAsset {
  sys: Omit<ExportEntry['sys'], 'contentType' | 'type'> & { type: 'Asset' };
  fields: Record<string, Record<string, unknown>>;
}

export interface Link {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

function publishedSys(id: string) {
  return {
    id,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
    version: 2,
    publishedVersion: 1,
    publishedCounter: 1,
    publishedAt: SEED_TIME,
    firstPublishedAt: SEED_TIME,
  };
}

function localise(fields: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { [SEED_LOCALE]: value }]),
  );
}

/** Collects entries and assets; links are made with `ref`/`assetRef` as entries are added. */
export class ContentBuilder {
  readonly entries: ExportEntry[] = [];
  readonly assets: ExportAsset[] = [];
  private readonly ids = new Set<string>();

  private claim(id: string) {
    if (this.ids.has(id)) throw new Error(`Duplicate seed id ${id}`);
    this.ids.add(id);
  }

  entry(id: string, contentType: string, fields: Record<string, unknown>): Link {
    this.claim(id);
    this.entries.push({
      sys: { ...publishedSys(id), type: 'Entry', contentType: { sys: { id: contentType, type: 'Link', linkType: 'ContentType' } } },
      fields: localise(fields),
    });
    return { sys: { type: 'Link', linkType: 'Entry', id } };
  }

  /** An image asset served by the embedded image endpoint. */
  image(id: string, options: { title: string; description: string; url: string; width: number; height: number }): Link {
    this.claim(id);
    this.assets.push({
      sys: { ...publishedSys(id), type: 'Asset' },
      fields: localise({
        title: options.title,
        description: options.description,
        file: {
          url: options.url,
          fileName: `${id}.jpg`,
          contentType: 'image/jpeg',
          details: { size: options.width * options.height, image: { width: options.width, height: options.height } },
        },
      }),
    });
    return { sys: { type: 'Link', linkType: 'Asset', id } };
  }
}
