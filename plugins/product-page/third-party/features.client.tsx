'use client';

import type { ComponentType } from 'react';
import ProductContent from './product-content/ProductContent.client';
import ReviewForm from './review-form/ReviewForm.client';
import SizeFit from './size-fit/SizeFit.client';
import type { FeatureProps, ThirdPartyKind } from './ThirdPartyIsland.client';
import TryOn from './try-on/TryOn.client';
import Viewer3d from './viewer-3d/Viewer3d.client';

/** Every third-party feature's code, one chunk loaded by ThirdPartyIsland (one import keeps the first-load island small). */
export const features: Record<ThirdPartyKind, ComponentType<FeatureProps<never>>> = {
  viewer3d: Viewer3d,
  tryOn: TryOn,
  sizeFit: SizeFit,
  productContent: ProductContent,
  reviewForm: ReviewForm,
};
