import type { SiteId } from '@storefront/cms-models/sites';

/**
 * Brand sites (fascias) sharing one code base. Each is chosen by host name; FASCIA overrides
 * the choice for local use.
 */
import { brands } from './brands';

export interface ThemeTokens {
  /** Page background and text. */
  background: string;
  surface: string;
  text: string;
  mutedText: string;
  /** Primary brand colour (buttons, links) and the text drawn on it. */
  accent: string;
  onAccent: string;
  /** Secondary highlight (sale prices, badges). */
  highlight: string;
  border: string;
  /** The announcement strip above the header. */
  announcementBackground: string;
  announcementText: string;
  footerBackground: string;
  footerText: string;
  headingFont: string;
  bodyFont: string;
  /** Heading letter case and tracking give each brand its voice. */
  headingTransform: 'none' | 'uppercase';
  headingLetterSpacing: string;
  headingWeight: number;
  radius: string;
}

export interface NavigationLink {
  label: string;
  href: string;
  highlight?: boolean;
}

export interface FasciaConfig {
  id: string;
  name: string;
  /** Short label appended to page titles. */
  siteLabel: string;
  tagline: string;
  /** Host names that select this fascia (production and *.localhost for local use). */
  hosts: readonly string[];
  locale: 'en-GB';
  currency: 'GBP';
  /** Prefix of this site's search indices (e.g. coast_products). */
  searchIndexPrefix: string;
  /** Pages whose `fascia` field holds this value belong to this site (one of the content models' site choices). */
  contentScope: SiteId;
  /** Product brands the site sells. */
  brands: readonly string[];
  /** Departments the site sells. */
  departments: readonly string[];
  theme: ThemeTokens;
  navigation: readonly NavigationLink[];
  announcements: readonly string[];
}

const sansStack = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const serifStack = 'Georgia, "Times New Roman", serif';

export const fascias: readonly FasciaConfig[] = [
  {
    id: 'hartley',
    name: 'Hartley & Vale',
    siteLabel: 'Hartley & Vale',
    tagline: 'Fashion, beauty and home from the brands you love',
    hosts: ['hartleyandvale.co.uk', 'www.hartleyandvale.co.uk', 'hartley.localhost'],
    locale: 'en-GB',
    currency: 'GBP',
    searchIndexPrefix: 'hartley',
    contentScope: 'hartley',
    // Every brand sold.
    brands: brands.map((brand) => brand.id),
    departments: ['women', 'men', 'kids', 'home', 'beauty'],
    theme: {
      background: '#fbf9f5',
      surface: '#ffffff',
      text: '#1d2b27',
      mutedText: '#5d6b66',
      accent: '#1f4d3f',
      onAccent: '#ffffff',
      highlight: '#b3261e',
      border: '#e3ded4',
      announcementBackground: '#1f4d3f',
      announcementText: '#f4efe6',
      footerBackground: '#14302a',
      footerText: '#e9e4da',
      headingFont: `"Cormorant Garamond", "Cormorant Garamond Fallback", ${serifStack}`,
      bodyFont: `"Jost Variable", "Jost Variable Fallback", ${sansStack}`,
      headingTransform: 'none',
      headingLetterSpacing: '0',
      headingWeight: 600,
      radius: '2px',
    },
    navigation: [
      { label: 'New In', href: '/pages/new-in' },
      { label: 'Women', href: '/categories/women' },
      { label: 'Men', href: '/categories/men' },
      { label: 'Kids', href: '/categories/kids' },
      { label: 'Home', href: '/categories/home' },
      { label: 'Beauty', href: '/categories/beauty' },
      { label: 'Brands', href: '/pages/brands' },
      { label: 'Sale', href: '/categories/sale', highlight: true },
    ],
    announcements: [
      'Free standard delivery on orders over £50',
      'Free returns within 28 days',
      'Next-day delivery when you order by 11pm',
    ],
  },
  {
    id: 'coast',
    name: 'Coast',
    siteLabel: 'Coast',
    tagline: 'Occasionwear and considered essentials',
    hosts: ['coast.co.uk', 'www.coast.co.uk', 'coast.localhost'],
    locale: 'en-GB',
    currency: 'GBP',
    searchIndexPrefix: 'coast',
    contentScope: 'coast',
    brands: ['coast', 'oasis', 'warehouse', 'wallis', 'principles'],
    departments: ['women', 'beauty', 'home'],
    theme: {
      background: '#fffaf8',
      surface: '#ffffff',
      text: '#2a2226',
      mutedText: '#6e6266',
      accent: '#2a2226',
      onAccent: '#fffaf8',
      highlight: '#c2415d',
      border: '#eddfdc',
      announcementBackground: '#f3d9d3',
      announcementText: '#2a2226',
      footerBackground: '#2a2226',
      footerText: '#f6ebe8',
      headingFont: `"Playfair Display Variable", "Playfair Display Variable Fallback", ${serifStack}`,
      bodyFont: `"Inter Variable", "Inter Variable Fallback", ${sansStack}`,
      headingTransform: 'none',
      headingLetterSpacing: '0.01em',
      headingWeight: 500,
      radius: '0px',
    },
    navigation: [
      { label: 'New In', href: '/pages/new-in' },
      { label: 'Dresses', href: '/categories/women/dresses' },
      { label: 'Occasion', href: '/categories/women/occasion' },
      { label: 'Bridesmaid', href: '/categories/women/dresses/bridesmaid-dresses' },
      { label: 'Clothing', href: '/categories/women' },
      { label: 'Beauty', href: '/categories/beauty' },
      { label: 'Sale', href: '/categories/sale', highlight: true },
    ],
    announcements: ['Free delivery over £60', 'Extended returns: 45 days over the holidays'],
  },
  {
    id: 'nastygal',
    name: 'Nasty Gal',
    siteLabel: 'Nasty Gal',
    tagline: 'Going out, staying in, always on',
    hosts: ['nastygal.co.uk', 'www.nastygal.co.uk', 'nastygal.localhost'],
    locale: 'en-GB',
    currency: 'GBP',
    searchIndexPrefix: 'nastygal',
    contentScope: 'nastygal',
    brands: ['nastygal', 'misspap', 'gorgeous', 'coastie', 'foreverunique', 'dorothy-perkins', 'burton'],
    departments: ['women', 'men', 'beauty'],
    theme: {
      background: '#ffffff',
      surface: '#ffffff',
      text: '#0b0b0b',
      mutedText: '#5a5a5a',
      accent: '#0b0b0b',
      onAccent: '#ffffff',
      highlight: '#d6115b',
      border: '#e6e6e6',
      announcementBackground: '#d6115b',
      announcementText: '#ffffff',
      footerBackground: '#0b0b0b',
      footerText: '#f2f2f2',
      headingFont: `"Anton", "Anton Fallback", Impact, "Arial Narrow", ${sansStack}`,
      bodyFont: `"Archivo Variable", "Archivo Variable Fallback", ${sansStack}`,
      headingTransform: 'uppercase',
      headingLetterSpacing: '0.02em',
      headingWeight: 400,
      radius: '0px',
    },
    navigation: [
      { label: 'New In', href: '/pages/new-in' },
      { label: 'Clothing', href: '/categories/women' },
      { label: 'Dresses', href: '/categories/women/dresses' },
      { label: 'Going Out', href: '/categories/women/going-out' },
      { label: 'Menswear', href: '/categories/men' },
      { label: 'Beauty', href: '/categories/beauty' },
      { label: 'Sale', href: '/categories/sale', highlight: true },
    ],
    announcements: ['Student? Get 20% off with code STUDENT', 'Free next-day delivery with Premier'],
  },
];

export function fasciaById(id: string): FasciaConfig | undefined {
  return fascias.find((fascia) => fascia.id === id);
}

/**
 * The fascia for a request: FASCIA (local override) first, then the Host header (port
 * ignored), then DEFAULT_FASCIA, then the first site.
 */
export function resolveFascia(
  host: string | null | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
): FasciaConfig {
  const override = env.FASCIA ? fasciaById(env.FASCIA) : undefined;
  if (override) return override;
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const byHost = fascias.find((fascia) => fascia.hosts.includes(hostname));
  if (byHost) return byHost;
  const byDefault = env.DEFAULT_FASCIA ? fasciaById(env.DEFAULT_FASCIA) : undefined;
  // fascias is a non-empty constant list
  return byDefault ?? (fascias[0] as FasciaConfig);
}
