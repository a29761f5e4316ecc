import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // site/server.mjs tags each HTML page once per body (lib/security/inline-script-hashes.mjs);
  // Next.js's own tag re-reads the whole page in JavaScript on every request, a cached one too.
  generateEtags: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript source.
  transpilePackages: [
    '@storefront/plugins',
    '@storefront/cms-models',
    '@storefront/catalogue',
    '@storefront/content-space',
    '@storefront/db',
    '@storefront/sites',
    '@storefront/preview',
    '@storefront/seed',
    '@storefront/shopper',
    '@storefront/payments',
    '@storefront/reviews',
    '@storefront/machines',
    '@storefront/search-engine',
    '@storefront/platform',
  ],
  // Native and WASM engines stay out of the bundle: PGlite must be loaded once per process.
  // Adyen's library is a CommonJS Node client with hundreds of model modules: loaded as it ships.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm', '@adyen/api-library'],
  typescript: { ignoreBuildErrors: false },
  // Storefront pages and the studio have root layouts of their own (app/%5Fsite/[site], app/studio).
  experimental: {
    globalNotFound: true,
    // Cached pages live in this process's memory only: a page rendered from yesterday's database
    // must not come back from disk after a restart (or from another process sharing the folder).
    isrFlushToDisk: false,
    // The default merges every CSS module of the app into one file that every page loads (the
    // studio's included). Chunked by the pages that use them, a storefront page's render-blocking
    // CSS is its own.
    cssChunking: { type: 'graph', requestCost: 100_000, weightDistribution: 0.5 },
  },
  // Room for every cached page of every site and audience (HTML and RSC payload, ~0.4 MB each).
  cacheMaxMemorySize: 512 * 1024 * 1024,
  // The request proxy sees the URL as the client sent it: Next.js would otherwise re-encode the
  // query string first, and the input boundary could not see a malformed escape ('%zz') there.
  skipProxyUrlNormalize: true,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        // Draft mode is framed by the studio on another host: the proxy sends CSP frame-ancestors
        // with the allowed parents instead (site/lib/preview/policy.ts).
        source: '/:path*',
        missing: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
    ];
  },
};

export default nextConfig;
