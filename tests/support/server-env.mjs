// What every end-to-end test server runs with (tests/support/start-server.mjs, start-servers.mjs).
export function e2eServerEnv(port) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PREVIEW_SECRET: 'e2e-preview-secret',
    // The live-preview spec's stand-in studio (tests/e2e/pages/live-preview.ts); the site's own
    // hosts are allowed anyway.
    PREVIEW_ALLOWED_ORIGINS: `http://studio.localhost:${port}`,
    WISHLIST_MAX_ITEMS: '3',
    // Nasty Gal lists through the discovery provider (the embedded endpoint); the other sites stay
    // on hosted search, as by default (tests/e2e/search-redirect.spec.ts covers discovery).
    DISCOVERY_SITES: 'nastygal',
    // Office network for the staff tools: only requests that say (through the trusted local proxy,
    // i.e. the test browser's X-Forwarded-For) they come from it; no other test sends the header.
    STAFF_NETWORKS: '203.0.113.0/24',
    TRUSTED_PROXIES: 'loopback',
    // The embedded ad server shares the test machine: a slow moment must not drop the ads a test looks for.
    ADS_TIMEOUT_MS: '5000',
    // The studio's editor for the e2e tests (the seed creates it; tests/e2e/pages/studio.ts signs in with it).
    STUDIO_EDITOR_EMAIL: 'e2e-editor@studio.test',
    STUDIO_EDITOR_PASSWORD: 'e2e-editor-password',
    // A premier member for the product page's membership message (the seed creates it).
    DEMO_MEMBER_EMAIL: 'e2e-member@storefront.test',
    DEMO_MEMBER_PASSWORD: 'e2e-member-password',
    // The embedded payment provider's key at /_adyen (tests/e2e/input-boundary.spec.ts gets past it to the validation).
    ADYEN_EMBEDDED_API_KEY: 'e2e-embedded-adyen-key',
  };
}
