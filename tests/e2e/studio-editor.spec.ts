import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { StudioEditor } from './pages/studio-editor';
import { siteUrl } from './sites';

// The page editor is a desktop tool: three columns of structure, form and preview.
test.describe('the page editor @desktop', () => {
  function stamp() {
    return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  }

  /** Signs in and creates an empty Hartley page; answers its editor and slug. */
  async function newPage(studio: import('./pages/studio').Studio, page: Page, title: string) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await studio.open('/studio/sites/hartley');
    await studio.signIn();
    await studio.createPage(title, slug);
    await expect(page).toHaveURL(/\/studio\/pages\/[^/]+$/);
    const editor = new StudioEditor(page);
    await editor.waitUntilLive();
    return { editor, slug, pageId: page.url().split('/').pop()! };
  }

  /** Top edges of texts in the preview, to check the order the page shows them in. */
  async function previewTops(editor: StudioEditor, texts: string[]): Promise<number[]> {
    const tops: number[] = [];
    for (const text of texts) tops.push((await editor.preview.getByText(text, { exact: true }).first().boundingBox())?.y ?? Number.NaN);
    return tops;
  }

  test('an editor builds a page from empty, sees every change in the preview before saving, reorders, publishes, and the storefront shows it', async ({ studio, page, storefront }) => {
    const title = `Linen edit ${stamp()}`;
    const { editor, slug } = await newPage(studio, page, title);
    await expect(editor.sections).toHaveCount(0);

    // Three block types, each seen in the preview as soon as it is typed.
    await editor.add('Text');
    await editor.field(/^Internal name/).fill('Linen intro');
    await editor.form.getByRole('textbox', { name: /^Body/ }).click();
    await page.keyboard.type('Breathable weaves for warm days');
    await expect(editor.preview.getByText('Breathable weaves for warm days')).toBeVisible();

    await editor.add('Product grid');
    await editor.field(/^Internal name/).fill('Linen grid');
    await editor.field(/^Heading/).fill('Shop the linen edit');
    await editor.field(/^Choose products by/).selectOption('searchQuery');
    await editor.field(/^Search query/).fill('linen');
    await expect(editor.preview.getByText('Shop the linen edit')).toBeVisible();

    await editor.add('Spacing');
    await editor.field(/^Internal name/).fill('Linen gap');
    await editor.field(/^Size \(desktop\)/).selectOption('l');
    await expect(editor.sections).toHaveCount(3);
    expect(await editor.sectionNames()).toEqual([expect.stringContaining('Linen intro'), expect.stringContaining('Linen grid'), expect.stringContaining('Linen gap')]);

    // Reorder by drag: the grid above the text; the preview follows before anything is saved.
    await editor.drag('Linen grid', 'Linen intro');
    await expect.poll(() => editor.sectionNames()).toEqual([expect.stringContaining('Linen grid'), expect.stringContaining('Linen intro'), expect.stringContaining('Linen gap')]);
    await expect.poll(async () => {
      const [grid, text] = await previewTops(editor, ['Shop the linen edit', 'Breathable weaves for warm days']);
      return grid! < text!;
    }).toBe(true);

    // And by keyboard: the gap up to the top.
    await editor.moveByKeyboard('Linen gap', -2);
    await expect.poll(() => editor.sectionNames()).toEqual([expect.stringContaining('Linen gap'), expect.stringContaining('Linen grid'), expect.stringContaining('Linen intro')]);

    // A saved draft is not on the storefront.
    await editor.save();
    const draft = await page.context().newPage();
    const response = await draft.goto(siteUrl('hartley', `/pages/${slug}`));
    expect(response?.status()).toBe(404);

    // Published, it is, at once and in the editor's order.
    await editor.publish();
    await draft.close();
    await storefront.open('hartley', `/pages/${slug}`);
    await expect(page.getByRole('heading', { name: 'Shop the linen edit' })).toBeVisible();
    await expect(page.getByText('Breathable weaves for warm days')).toBeVisible();
    const gridTop = (await page.getByRole('heading', { name: 'Shop the linen edit' }).boundingBox())!.y;
    const textTop = (await page.getByText('Breathable weaves for warm days').boundingBox())!.y;
    expect(gridTop).toBeLessThan(textTop);
  });

  test('restoring an earlier version brings the page back as it was, blocks included, and publishing puts it live', async ({ studio, page, storefront }) => {
    const { editor, slug } = await newPage(studio, page, `Knit edit ${stamp()}`);
    await editor.add('Text');
    await editor.field(/^Internal name/).fill('Knit intro');
    const body = editor.form.getByRole('textbox', { name: /^Body/ });
    await body.click();
    await page.keyboard.type('Chunky knits for cold days');
    await expect(editor.preview.getByText('Chunky knits for cold days')).toBeVisible();
    await editor.publish();

    // A second version: the block's text rewritten, and a second block.
    await body.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Fine knits for mild days');
    await editor.add('Spacing');
    await editor.field(/^Internal name/).fill('Knit gap');
    await editor.field(/^Size \(desktop\)/).selectOption('m');
    await expect(editor.preview.getByText('Fine knits for mild days')).toBeVisible();
    await editor.publish();
    await expect(editor.sections).toHaveCount(2);

    // Version 1 again: the page's sections and the block's own text, in the preview before publishing.
    await editor.restoreVersion(1);
    await expect(editor.sections).toHaveCount(1);
    await expect(editor.preview.getByText('Chunky knits for cold days')).toBeVisible();
    await expect(editor.preview.getByText('Fine knits for mild days')).toHaveCount(0);
    await editor.publish();

    await storefront.open('hartley', `/pages/${slug}`);
    await expect(page.getByText('Chunky knits for cold days')).toBeVisible();
    await expect(page.getByText('Fine knits for mild days')).toHaveCount(0);
  });

  test('two editors on one page: the second save gets the conflict with both versions, and keeping mine loses nothing', async ({ studio, page, browser }) => {
    const { editor, pageId } = await newPage(studio, page, `Conflict page ${stamp()}`);
    await editor.add('Text');
    await editor.field(/^Internal name/).fill('Shared intro');
    await editor.form.getByRole('textbox', { name: /^Body/ }).click();
    await page.keyboard.type('First words');
    await editor.save();

    // A second editor, in their own browser context, opens the same page and saves first.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    const otherStudio = new (await import('./pages/studio')).Studio(otherPage);
    await otherStudio.open(`/studio/pages/${pageId}`);
    await otherStudio.signIn();
    const otherEditor = new StudioEditor(otherPage);
    await expect(otherPage).toHaveURL(new RegExp(`/studio/pages/${pageId}$`));
    await otherEditor.waitUntilLive();
    await otherEditor.edit('Shared intro');
    await otherEditor.field(/^Internal name/).fill('Their intro');
    await otherEditor.save();

    // The first editor, still on the old version, saves theirs: refused, both shown.
    await editor.edit('Shared intro');
    await editor.field(/^Internal name/).fill('My intro');
    await editor.button('Save draft').click();
    await expect(editor.conflict).toBeVisible();
    await expect(editor.conflict.getByRole('row', { name: /Internal name/ })).toContainText('Their intro');
    await expect(editor.conflict.getByRole('row', { name: /Internal name/ })).toContainText('My intro');
    await editor.conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(editor.conflict).toBeHidden();
    await expect(editor.status).toContainText(/Saved/);

    // The other editor reloads and sees the kept version.
    await otherPage.reload();
    await expect(otherEditor.section(/My intro/)).toBeVisible();
    await other.close();
  });

  test('the guest switch hides a block kept for signed-in shoppers, and the device switch narrows the preview', async ({ studio, page }) => {
    await studio.open('/studio/pages/hv-home');
    await studio.signIn();
    const editor = new StudioEditor(page);
    await editor.waitUntilLive();
    // Hartley's home has a members' section hidden from guests ("Welcome back").
    await editor.previewAs('Signed in');
    await expect(editor.preview.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await editor.previewAs('Guest');
    await expect(editor.preview.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);

    // The frame takes the device's width (wider ones are scaled down to fit the column).
    await editor.device('Mobile');
    await expect(editor.previewFrame).toHaveAttribute('width', '390');
    await expect.poll(async () => Math.round((await editor.previewFrame.boundingBox())?.width ?? 0)).toBe(390);
    await editor.device('Desktop');
    await expect(editor.previewFrame).toHaveAttribute('width', '1280');
  });
});
