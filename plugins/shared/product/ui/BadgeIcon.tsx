import type { ReactNode } from 'react';
import type { BadgeView } from '../rules/card-badges';

/** Small inline icons drawn in code (never from content), for the cards' and the product page's badges. */
export function BadgeIcon({ icon, className }: { icon: BadgeView['icon']; className: string | undefined }) {
  if (!icon) return null;
  const paths: Record<NonNullable<BadgeView['icon']>, ReactNode> = {
    gift: (
      <>
        <rect x="2.5" y="6" width="11" height="3" rx="0.5" />
        <path d="M3.5 9v5h9V9M8 6v8M8 6C6.5 6 4.5 5.5 4.5 4S6.5 2 8 6Zm0 0c1.5 0 3.5-.5 3.5-2S9.5 2 8 6Z" />
      </>
    ),
    star: <path d="m8 2 1.8 3.8 4.2.5-3.1 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1L2 6.3l4.2-.5Z" />,
    leaf: <path d="M3 13c0-6 4-10 10-10 0 6-4 10-10 10Zm0 0 6-6" />,
  };
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {paths[icon]}
    </svg>
  );
}
