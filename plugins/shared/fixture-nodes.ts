import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';

/** Builders for fixture entries, shaped exactly as the content adapter delivers them. */
export function fixtureEntry(id: string, contentType: string, fields: Record<string, unknown>): CmsEntry {
  return { kind: 'entry', id, contentType, fields };
}

export function fixtureImage(id: string, url: string, width: number, height: number, title: string): CmsAsset {
  return {
    kind: 'asset',
    id,
    title,
    description: '',
    url,
    fileName: `${id}.jpg`,
    contentType: 'image/jpeg',
    width,
    height,
  };
}

/** A generated campaign image served by the embedded image endpoint. */
export function campaignImage(id: string, theme: string, seed: number, width: number, height: number, title: string) {
  return fixtureImage(id, `/_img/campaigns/${theme}/${seed}`, width, height, title);
}
