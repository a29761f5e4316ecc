/**
 * The storefront (seeded space) and a second server reading the imported page-composer starter.
 * E2E_PORT_BASE moves both, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const STOREFRONT_PORT = base;
export const STARTER_PORT = base + 1;
