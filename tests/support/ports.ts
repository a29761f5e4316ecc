/**
 * The storefront (seeded space) and a second server reading the imported page-composer starter;
 * for the two-server test (playwright.servers.config.ts), two storefront servers on one
 * PostgreSQL, the port that answers once both are up, and that PostgreSQL's port.
 * E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const STOREFRONT_PORT = base;
export const STARTER_PORT = base + 1;
export const SERVER_PORTS = [base + 2, base + 3] as const;
export const SERVERS_READY_PORT = base + 4;
export const SERVERS_POSTGRES_PORT = base + 5;

/** The shared database of the two-server test (a throwaway server: its default database). */
export const SERVERS_DATABASE_URL = `postgres://postgres@127.0.0.1:${SERVERS_POSTGRES_PORT}/postgres`;
