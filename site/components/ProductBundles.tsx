import type { ProductPageProduct } from '@storefront/catalogue/types';
import { BundleSections } from '@storefront/plugins/product-page/bundles/BundleSections.tsx';
import { CustomisationFields } from '@storefront/plugins/product-page/customisation/CustomisationFields.tsx';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { productBundleSections } from '@/lib/products/bundles';
import { customisationFieldsOf } from '@/lib/products/customisation';

/** The product's 'style together' and talent bundles, loaded with the page. */
export async function ProductBundles({ product, site }: { product: ProductPageProduct; site: FasciaConfig }) {
  return <BundleSections sections={await productBundleSections(site, product)} />;
}

/** The product's customisation form as the server draws it (the buy box brings it to life). */
export async function ProductCustomisation({ groupName }: { groupName: string }) {
  const fields = await customisationFieldsOf(groupName);
  return fields.length ? <CustomisationFields groupName={groupName} fields={fields} /> : null;
}
