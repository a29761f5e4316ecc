/** The storefront (seeded space) and a second server reading the imported page-composer starter. */
export const STOREFRONT_PORT = 3100;
export const STARTER_PORT = 3101;
