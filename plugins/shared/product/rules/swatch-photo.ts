import { imageUrl } from '../../image-url';
import { swatchPickerSize, type ProductFamily } from './colour-picker';

/**
 * The URL of a colour's photograph at the swatch picker's tall size (L §9), or undefined where the
 * picker shows colour dots. Built where the choices are made (the server's buy box model, the
 * lazily loaded quick add), so the picker, part of the product page's first load, carries no URL code.
 */
export function swatchPhotoUrl(src: string | undefined, family: ProductFamily): string | undefined {
  const size = swatchPickerSize(family, true);
  if (!src || size.height === size.width) return undefined;
  return imageUrl(src, { w: size.width * 2, h: size.height * 2, fit: 'fill', q: 80 });
}
