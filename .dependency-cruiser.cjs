/**
 * The layer rules, written down once and checked by `pnpm boundaries` (part of `pnpm check`).
 * scripts/src/boundaries.test.ts plants a violation of each rule and expects it to be caught.
 *
 *   routes (site/app) → server modules (site/lib) → services (services/*)
 *   adapters (site/lib/{contentful,algolia,discovery,adyen}) are the only importers of vendor SDKs;
 *   Adyen's library only in its own adapter (site/lib/adyen)
 *   manifests, cms-models, machines and services never import React or Next.js
 *   services never import site, plugins or preview; cms-models imports nothing of ours
 *   a service's tables are reached only through that service's modules
 *   shared plugin code never imports a feature (a page plugin or a block)
 */

/** Vendor SDKs and their shapes: only adapters (and the emulators' own contract tests) import them. */
const VENDOR_SDK = '(^|/node_modules/)(contentful|contentful-management|algoliasearch|@algolia/[^/]+|@contentful/live-preview|react-instantsearch|react-instantsearch-core|instantsearch\\.js|@adyen/api-library)(/|$)';
const ADAPTERS = '^site/lib/(contentful|algolia|discovery|adyen)/';
/** The payment provider's library, and the one adapter that may use it. */
const ADYEN_SDK = '(^|/node_modules/)@adyen/api-library(/|$)';
const ADYEN_ADAPTER = '^site/lib/adyen/';
/** The embedded engines speak the vendors' protocols; their tests prove it with the vendors' own clients. */
const EMULATOR_CONTRACT_TESTS = '^services/(content-space|search-engine)/src/(.+\\.test\\.ts$|test-support/)';

const REACT_OR_NEXT = '(^|/node_modules/)(react|react-dom|next|@xstate/react|framer-motion|react-markdown|@contentful/rich-text-react-renderer|@tiptap/react|@dnd-kit/[^/]+|server-only|client-only)(/|$)';
const JSX_FILE = '\\.(tsx|jsx)$';
const STYLESHEET = '\\.css$';

/** React-free plugin halves: block and page-plugin manifests, the plugin contracts they use, the registry of manifests. */
const MANIFESTS = [
  '^plugins/[^/]+/manifest\\.ts$',
  '^plugins/core/(manifest|page-plugin|registry|resolve-page)\\.ts$',
  '^plugins/blocks\\.ts$',
];

const OURS = '^(site|plugins|preview|machines|cms-models|services|scripts|tests|seed)/';
const TEST_FILE = '\\.(test|spec|testing)\\.tsx?$|/testing/|/test-support/';

/** Folders of plugins/ that are not blocks. */
const NOT_BLOCKS = 'core|shared|testing|listing|product-page';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'vendor-sdk-outside-adapter',
      comment: 'Vendor SDKs (Contentful, Algolia, Adyen) are imported only by their adapter in site/lib; everything else speaks the app’s own types.',
      severity: 'error',
      from: { pathNot: [ADAPTERS, EMULATOR_CONTRACT_TESTS] },
      to: { path: VENDOR_SDK },
    },
    {
      name: 'adyen-sdk-only-in-adyen-adapter',
      comment: 'Payments go through one adapter: only site/lib/adyen imports @adyen/api-library (checkout sees the PaymentGateway interface of services/shopper); the embedded provider (services/payments) speaks the protocol without it.',
      severity: 'error',
      from: { pathNot: ADYEN_ADAPTER },
      to: { path: ADYEN_SDK },
    },
    {
      name: 'tables-behind-their-services',
      comment: 'Each service owns its tables: outside services/, nothing reaches drizzle or a table schema; ask the owning service’s module. The synthetic world (seed/) loads the tables it fills, as the upstream systems it stands in for (product information, reviews, ad platform) would feed them.',
      severity: 'error',
      from: { pathNot: ['^services/', '^seed/'] },
      to: { path: ['(^|/node_modules/)drizzle-orm(/|$)', '^services/db/src/schema/'] },
    },
    {
      name: 'routes-through-server-modules',
      comment: 'Routes (site/app) load and compose through server modules in site/lib; they never reach a service directly. The brand sites’ configuration (services/sites: hosts, themes, navigation) is plain data every layer reads.',
      severity: 'error',
      from: { path: '^site/app/' },
      to: { path: '^services/', pathNot: '^services/sites/' },
    },
    {
      name: 'server-modules-below-routes',
      comment: 'Server modules (site/lib) never import routes or components: the dependency runs routes → server modules.',
      severity: 'error',
      from: { path: '^site/lib/', pathNot: TEST_FILE },
      to: { path: '^site/(app|components)/' },
    },
    {
      name: 'services-stay-below',
      comment: 'Services never import the site, plugins, preview, scripts or tests (the synthetic world: see product-code-without-synthetic-world).',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(site|plugins|preview|scripts|tests)/' },
    },
    {
      name: 'no-react-in-core-layers',
      comment: 'cms-models, machines and services are React-free and Next.js-free.',
      severity: 'error',
      from: { path: '^(cms-models|machines|services)/' },
      to: { path: [REACT_OR_NEXT, JSX_FILE] },
    },
    {
      name: 'manifests-react-free',
      comment: 'A block or page-plugin manifest, the registry and page validation, and everything they import, are React-free (no component, no stylesheet): the seed, the models export and the studio import manifests only.',
      severity: 'error',
      from: { path: MANIFESTS },
      to: { path: [REACT_OR_NEXT, JSX_FILE, STYLESHEET], reachable: true },
    },
    {
      name: 'cms-models-import-nothing-of-ours',
      comment: 'The content models are the bottom layer: zod and the model DSL only.',
      severity: 'error',
      from: { path: '^cms-models/' },
      to: { path: OURS, pathNot: '^cms-models/' },
    },
    {
      name: 'machines-import-only-models',
      comment: 'Machines are pure: they may use content model types, nothing of the site, plugins, preview or services (side effects are injected actors).',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(site|plugins|preview|services|scripts|tests|seed)/' },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'Shared plugin code (plugins/shared, plugins/core) never imports a feature: a page plugin or a block.',
      severity: 'error',
      from: { path: '^plugins/(shared|core)/', pathNot: TEST_FILE },
      to: { path: `^plugins/(?!(${NOT_BLOCKS})/)[^/]+/|^plugins/(listing|product-page)/` },
    },
    {
      name: 'blocks-import-no-page-plugin',
      comment: 'A block uses shared product presentation, never a page plugin’s internals.',
      severity: 'error',
      from: { path: `^plugins/(?!(${NOT_BLOCKS})/)[^/]+/` },
      to: { path: '^plugins/(listing|product-page)/' },
    },
    {
      name: 'plugins-below-site',
      comment: 'Plugins never import the site app, the studio or scripts; loaders get their data through injected readers.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(site|preview|scripts)/' },
    },
    {
      name: 'preview-below-site',
      comment: 'The studio and live-preview channel are a library the site mounts; they never import the site.',
      severity: 'error',
      from: { path: '^preview/' },
      to: { path: '^(site|scripts)/' },
    },
    {
      name: 'product-code-without-synthetic-world',
      comment: 'The synthetic world’s generators (seed/) are for scripts and tests; product code never imports them. One exception: the embedded image service’s default artwork is wired in site/lib/embedded/synthetic-world.ts, as the other embedded defaults are wired in site/lib/embedded.',
      severity: 'error',
      from: { path: '^(site|plugins|preview|machines|cms-models|services)/', pathNot: [TEST_FILE, '^site/lib/embedded/synthetic-world\\.ts$'] },
      to: { path: '^seed/' },
    },
    {
      name: 'synthetic-world-below-site',
      comment: 'The generators build on services, models and block manifests, never on the site, the studio, scripts or tests.',
      severity: 'error',
      from: { path: '^seed/' },
      to: { path: '^(site|preview|scripts|tests)/' },
    },
    {
      name: 'no-circular-server-module-folders',
      comment: 'The folders of site/lib are layers too (adapters and embedded engines under the features that use them): no two import each other, however indirectly, tests included.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^site/lib/[^/]+' },
      to: { circular: true, path: '^site/lib/[^/]+' },
    },
    {
      name: 'no-circular-server-modules',
      comment: 'Server modules form layers, not loops.',
      severity: 'error',
      from: { path: '^site/lib/' },
      to: { circular: true, path: '^site/lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(site/\\.next|coverage|tests/test-results|tests/playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
