import type { Locator, Page } from '@playwright/test';

/** The staff and admin tools: the staff bar (listings and CMS pages) and the cards' admin controls. */
export class StaffTools {
  constructor(readonly page: Page) {}

  get bar(): Locator {
    return this.page.getByRole('region', { name: 'Staff tools' }).or(this.page.getByRole('complementary', { name: 'Staff tools' }));
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: 'Export Products' });
  }

  get editLink(): Locator {
    return this.page.getByRole('link', { name: 'Edit Page Content' });
  }

  get selectionToggles(): Locator {
    return this.page.getByRole('checkbox', { name: /^Selected: / });
  }

  get selectionCount(): Locator {
    return this.page.getByTestId('selection-count');
  }

  get copyKeys(): Locator {
    return this.page.getByRole('button', { name: /^(Copy selected keys|Copied|Copy failed)$/ });
  }

  get previewBadges(): Locator {
    return this.page.getByTestId('preview-badge');
  }

  /** What each card on screen shows and links to: key, name, absolute product link. */
  async cardRows(): Promise<Array<{ key: string; name: string; pdpURL: string }>> {
    return this.page
      .getByTestId('product-grid')
      .getByTestId('product-card')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const link = card.querySelector('h3 a') as HTMLAnchorElement;
          return { key: card.getAttribute('data-product-key') ?? '', name: link.textContent?.trim() ?? '', pdpURL: link.href };
        }),
      );
  }
}

/** A small RFC 4180 reader: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
