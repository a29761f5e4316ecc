import type { Database } from '@storefront/db/client';
import { productColours } from '@storefront/db/schema/catalogue';
import { asc } from 'drizzle-orm';

/** A named colour the catalogue uses, the facet value it files under and its swatch hex. */
export interface CatalogueColour {
  label: string;
  facet: string;
  hex: string;
}

/** Every distinct named colour of the catalogue (a few hundred at most). */
export async function getCatalogueColours(db: Pick<Database, 'selectDistinct'>): Promise<CatalogueColour[]> {
  return db
    .selectDistinct({ label: productColours.colourLabel, facet: productColours.colourFacet, hex: productColours.swatchHex })
    .from(productColours)
    .orderBy(asc(productColours.colourFacet), asc(productColours.colourLabel), asc(productColours.swatchHex));
}
