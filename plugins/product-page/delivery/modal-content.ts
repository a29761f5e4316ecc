import type { SellerAddressInfo, SellerBillingInfo } from './types';

/** What a delivery panel modal shows: plain data the server hands to the button, drawn once opened. */
export type DeliveryModalContent =
  | { kind: 'seller'; shopName: string; billingInfo?: SellerBillingInfo | undefined; addressInfo?: SellerAddressInfo | undefined; returnsInfo?: string | undefined }
  | { kind: 'preloved' }
  | { kind: 'exclusions'; message: string };
