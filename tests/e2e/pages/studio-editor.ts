import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The studio's page editor (/studio/pages/{id}): sections, palette, the block form, toolbar and live preview. */
export class StudioEditor {
  constructor(readonly page: Page) {}

  async open(pageId: string) {
    await this.page.goto(`/studio/pages/${encodeURIComponent(pageId)}`);
    await this.waitUntilLive();
  }

  /** The editor is running and its preview has rendered what it sent (before that, clicks may land on server HTML). */
  async waitUntilLive() {
    await expect(this.previewFrame).toBeVisible();
    await expect(this.page.getByText(/^(Preview up to date|\d+ blocks? not shown: check their fields)$/)).toBeVisible();
  }

  get previewFrame(): Locator {
    return this.page.getByTitle('Page preview');
  }

  /** The framed draft page. */
  get preview(): FrameLocator {
    return this.page.frameLocator('iframe[title="Page preview"]');
  }

  get sectionList(): Locator {
    return this.page.getByRole('list', { name: 'Sections' });
  }

  /** The page's top-level sections, in order. */
  get sections(): Locator {
    return this.sectionList.locator(':scope > li');
  }

  async sectionNames(): Promise<string[]> {
    return (await this.sections.allTextContents()).map((text) => text.trim());
  }

  section(name: string | RegExp): Locator {
    return this.sections.filter({ hasText: name });
  }

  dragHandle(name: string | RegExp): Locator {
    return this.section(name).getByRole('button', { name: /^Move / });
  }

  async add(blockLabel: string) {
    await this.page.getByRole('button', { name: `Add ${blockLabel}`, exact: true }).click();
  }

  async edit(name: string | RegExp) {
    await this.section(name).getByRole('button', { name: /^Edit / }).first().click();
  }

  get form(): Locator {
    return this.page.getByRole('region', { name: 'Block settings' });
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label, { exact: typeof label === 'string' }).first();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: /./ });
  }

  async save() {
    await this.button('Save draft').click();
    await expect(this.status).toContainText(/Saved/);
  }

  async publish() {
    await this.button('Publish').click();
    await expect(this.status).toContainText(/Published/);
  }

  get history(): Locator {
    return this.page.getByRole('dialog', { name: 'Version history' });
  }

  /** Opens the page's version history and restores the version at `index` (0 = the latest). */
  async restoreVersion(index: number) {
    await this.button('History').click();
    const versions = this.history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await versions.nth(index).getByRole('button', { name: 'Restore' }).click();
    await expect(this.status).toContainText(/Restored/);
    await expect(this.history).toBeHidden();
  }

  get conflict(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Someone else changed this page' });
  }

  async device(name: 'Mobile' | 'Tablet' | 'Desktop') {
    await this.page.getByRole('radiogroup', { name: 'Device width' }).getByRole('radio', { name }).check();
  }

  async previewAs(name: 'Guest' | 'Signed in') {
    await this.page.getByRole('radiogroup', { name: 'Preview as' }).getByRole('radio', { name }).check();
  }

  /** Moves a section by keyboard: pick it up with Space, arrow `steps` places (negative = up), drop with Space. */
  async moveByKeyboard(name: string | RegExp, steps: number) {
    const handle = this.dragHandle(name);
    const announcer = this.page.getByTestId('sections-announcer');
    const count = await this.sections.count();
    const names = await this.sectionNames();
    const from = names.findIndex((text) => (typeof name === 'string' ? text.includes(name) : name.test(text)));
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(announcer).toContainText(`position ${from + 1} of ${count}`);
    // One key at a time, each once the list has announced where the block is (as a screen-reader user hears it).
    for (let i = 1; i <= Math.abs(steps); i++) {
      await this.page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
      await expect(announcer).toContainText(`is over position ${from + 1 + Math.sign(steps) * i} of ${count}`);
    }
    await this.page.keyboard.press('Space');
    await expect(announcer).toContainText('dropped');
  }

  /** Drags a section's handle with the mouse onto another section. */
  async drag(name: string | RegExp, onto: string | RegExp) {
    const from = await this.dragHandle(name).boundingBox();
    const to = await this.section(onto).boundingBox();
    if (!from || !to) throw new Error('drag: the sections are not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    // Past the sensor's activation distance first, then onto the target in steps, as a hand would.
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 12 });
    await this.page.mouse.up();
  }
}
