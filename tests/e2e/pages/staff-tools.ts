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

  /** The 'Selected' toggle on one card. */
  selectionToggle(card: Locator): Locator {
    return card.getByRole('checkbox', { name: /^Selected: / });
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
