import type { CSSProperties } from 'react';
import type { ThemeTokens } from '@storefront/sites/fascias';

/** Theme tokens as CSS custom properties; every component styles itself from these. */
export function themeStyle(theme: ThemeTokens): CSSProperties {
  return {
    '--sf-bg': theme.background,
    '--sf-surface': theme.surface,
    '--sf-text': theme.text,
    '--sf-muted': theme.mutedText,
    '--sf-accent': theme.accent,
    '--sf-on-accent': theme.onAccent,
    '--sf-highlight': theme.highlight,
    '--sf-border': theme.border,
    '--sf-announcement-bg': theme.announcementBackground,
    '--sf-announcement-text': theme.announcementText,
    '--sf-footer-bg': theme.footerBackground,
    '--sf-footer-text': theme.footerText,
    '--sf-heading-font': theme.headingFont,
    '--sf-body-font': theme.bodyFont,
    '--sf-heading-transform': theme.headingTransform,
    '--sf-heading-spacing': theme.headingLetterSpacing,
    '--sf-heading-weight': theme.headingWeight,
    '--sf-radius': theme.radius,
  } as CSSProperties;
}
