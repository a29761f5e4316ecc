import type { CardProduct } from '../../shared/product/rules/card-product';
import { testProduct } from '../../testing/products';
import type { RecentlyViewedProps, SimilarProductsProps, SponsoredProductsProps, VisuallySimilarProps } from './sections';

/** Props of each entry component, and cards as the endpoints answer them, for tests and previews. */
export const similarProductsFixture: SimilarProductsProps = { productKey: 'CST00001', site: { id: 'coast' } };
export const sponsoredProductsFixture: SponsoredProductsProps = { productKey: 'CST00001' };
export const recentlyViewedFixture: RecentlyViewedProps = { exceptProductKey: 'CST00001' };
export const visuallySimilarFixture: VisuallySimilarProps = { productKey: 'CST00001', colour: 'black' };

export const recommendedCardsFixture: CardProduct[] = ['CST00002', 'CST00003', 'CST00004', 'CST00005', 'CST00006'].map((key, index) =>
  testProduct(key, { id: `prd-${key.toLowerCase()}`, name: `Recommended Dress ${index + 1}`, reviewCount: 0, averageRating: undefined }),
);
