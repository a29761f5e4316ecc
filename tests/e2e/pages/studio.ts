import { expect, type Locator, type Page } from '@playwright/test';

/** The e2e server's editor (tests/support/start-server.mjs sets it up through the seed). */
export const E2E_EDITOR = { email: 'e2e-editor@studio.test', password: 'e2e-editor-password' };

/** The editors' studio on the bare host: sign-in, the page list and its dialogs, the page editor, the workbench. */
export class Studio {
  constructor(readonly page: Page) {}

  async open(path = '/studio') {
    await this.page.goto(path);
  }

  get signInHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Sign in to the studio' });
  }

  /** The sign-in form's message (Next.js keeps an empty route announcer with the same role). */
  get alert(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  /** Signs in on the sign-in page the studio sent us to (or opens it first). */
  async signIn(email = E2E_EDITOR.email, password = E2E_EDITOR.password) {
    if (!(await this.signInHeading.isVisible())) await this.open('/studio/sign-in');
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get siteLinks(): Locator {
    return this.page.getByRole('navigation', { name: 'Brand site' }).getByRole('link');
  }

  // The page list
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search pages by title or slug' });
  }

  get rows(): Locator {
    return this.page.getByTestId('page-row');
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async titles(): Promise<string[]> {
    return this.rows.getByRole('link').allTextContents();
  }

  get notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /./ });
  }

  get pageDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(New page|Duplicate “.*”)$/ });
  }

  get deleteDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async createPage(title: string, slug: string) {
    await this.page.getByRole('button', { name: 'New page' }).click();
    await this.pageDialog.getByLabel('Title').fill(title);
    await this.pageDialog.getByLabel('Slug').fill(slug);
    await this.pageDialog.getByRole('button', { name: 'Create page' }).click();
  }

  /** Duplicates a page, keeping the suggested title and slug unless others are given. */
  async duplicate(title: string, copy: { title?: string; slug?: string } = {}) {
    await this.row(title).getByRole('button', { name: `Duplicate ${title}` }).click();
    await expect(this.pageDialog).toBeVisible();
    if (copy.title) await this.pageDialog.getByLabel('Title').fill(copy.title);
    if (copy.slug) await this.pageDialog.getByLabel('Slug').fill(copy.slug);
    await this.pageDialog.getByRole('button', { name: 'Duplicate page' }).click();
  }

  async askToDelete(title: string) {
    await this.row(title).getByRole('button', { name: `Delete ${title}` }).click();
    await expect(this.deleteDialog).toBeVisible();
  }

  // The page editor
  get pageHeader(): Locator {
    return this.page.getByTestId('page-header');
  }

  get sections(): Locator {
    return this.page.getByTestId('page-section');
  }

  // The plugin workbench
  get workbenchPlugins(): Locator {
    return this.page.getByTestId('workbench-plugin');
  }

  get fixtures(): Locator {
    return this.page.getByTestId('workbench-fixture');
  }

  /** The id the studio gave a page: its row's data attribute. */
  async pageId(title: string): Promise<string> {
    return (await this.row(title).getAttribute('data-page-id')) ?? '';
  }
}
