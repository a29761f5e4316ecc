import type { FasciaConfig } from '@storefront/sites/fascias';
import { VisualSearchUpload } from '@storefront/plugins/listing/ui/VisualSearchUpload.client.tsx';
import { imageSearchCategories } from '@/lib/listing/image-search';

/** Search with a photo (L §2): a camera in the header search box, or a button on search pages. */
export function ImageSearchButton({ site, variant }: { site: Pick<FasciaConfig, 'navigation'>; variant: 'icon' | 'button' }) {
  return <VisualSearchUpload categories={imageSearchCategories(site)} variant={variant} />;
}
