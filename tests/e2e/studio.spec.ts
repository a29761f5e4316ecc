import { expect, test } from './fixtures';
import { uniqueEmail } from './pages/shopper';
import { E2E_EDITOR } from './pages/studio';

test.describe('the studio', () => {
  test('sends a visitor without a studio session to sign in, then to the page they asked for', async ({ studio, page }) => {
    // The staff tools' Edit Page Content link for the Hartley home page.
    await studio.open('/studio/entries/hv-home');
    await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio%2Fentries%2Fhv-home$/);
    await expect(studio.signInHeading).toBeVisible();

    await studio.signIn(E2E_EDITOR.email, 'not-the-password');
    await expect(studio.alert).toHaveText('That email and password do not match an editor account.');
    await studio.signIn();
    // A page entry opens in the page editor.
    await expect(page).toHaveURL(/\/studio\/pages\/hv-home$/);
    await expect(studio.heading).toHaveText('Home');
    await expect(studio.pageHeader).toContainText('Hartley & Vale');
    await expect(studio.pageHeader.getByTestId('entry-status')).toHaveText('Published');
    await expect(studio.sections.first()).toContainText('Hero banner');

    await studio.signOut();
    await expect(studio.signInHeading).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('You have signed out of the studio.');
    await studio.open('/studio/sites/hartley');
    await expect(studio.signInHeading).toBeVisible();
  });

  test('refuses a storefront account, and its API answers 401 without a session and 403 to a shopper', async ({ studio, page }) => {
    const anonymous = await page.request.get('/_api/studio/pages?site=hartley');
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, message: 'Sign in to the studio first.' });
    expect((await page.request.get('/_api/studio/entries/hv-home')).status()).toBe(401);

    await studio.open('/studio/sign-in');
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
    expect((await page.request.post('/_api/studio/pages', { data: { site: 'hartley', title: 'X', slug: 'x' }, headers: { 'x-csrf-token': csrf } })).status()).toBe(401);

    // A shopper signs up on the storefront, then tries the studio with the same account.
    const email = uniqueEmail('studio-shopper');
    const signUp = await page.request.post('/_api/account/signup', { data: { email, name: 'Sam Shopper', password: 'shopper-pass-1' }, headers: { 'x-csrf-token': csrf } });
    expect(signUp.status()).toBe(201);
    const asShopper = await page.request.get('/_api/studio/pages?site=hartley');
    expect(asShopper.status()).toBe(403);

    await studio.signIn(email, 'shopper-pass-1');
    await expect(studio.alert).toHaveText('This account cannot use the studio. Sign in with an editor account.');
    await expect(page).toHaveURL(/\/studio\/sign-in/);
    await studio.open('/studio/sites/hartley');
    await expect(studio.signInHeading).toBeVisible();
  });

  test('an editor searches the page list, creates a page, duplicates it and deletes the copy @desktop', async ({ studio, page }) => {
    await studio.open('/studio/sites/coast');
    await studio.signIn();
    await expect(studio.heading).toHaveText('Pages');
    await expect(studio.siteLinks.filter({ hasText: 'Coast' })).toHaveAttribute('aria-current', 'true');
    const total = await studio.rows.count();
    expect(total).toBeGreaterThan(5);

    // Search by slug and by title.
    await studio.search.fill('brands/coast');
    await expect(studio.rows).toHaveCount(2);
    expect(await studio.titles()).toEqual(['Coast', 'Coastie']);
    await studio.search.fill('CONTACT');
    expect(await studio.titles()).toEqual(['Contact us']);
    await studio.search.fill('no such page anywhere');
    await expect(page.getByText('No pages match “no such page anywhere”.')).toBeVisible();
    await studio.search.fill('');
    await expect(studio.rows).toHaveCount(total);

    // Create: the form's own check first, then the new page opens in the editor.
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const title = `Bridal edit ${stamp}`;
    const slug = `bridal-edit-${stamp}`;
    await page.getByRole('button', { name: 'New page' }).click();
    await studio.pageDialog.getByLabel('Title').fill(title);
    await expect(studio.pageDialog.getByLabel('Slug')).toHaveValue(slug);
    await studio.pageDialog.getByLabel('Slug').fill('Bridal Edit');
    await studio.pageDialog.getByRole('button', { name: 'Create page' }).click();
    await expect(studio.pageDialog.getByText(/lowercase words joined by - and \//)).toBeVisible();
    await studio.pageDialog.getByLabel('Slug').fill(slug);
    await studio.pageDialog.getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(/\/studio\/pages\/[A-Za-z0-9]+$/);
    await expect(studio.heading).toHaveText(title);
    await expect(studio.pageHeader.getByTestId('entry-status')).toHaveText('Draft');
    await expect(studio.pageHeader).toContainText(`/pages/${slug}`);

    // Back in the list, the slug is taken now: the server says so.
    await studio.open(`/studio/sites/coast?q=${stamp}`);
    await expect(studio.search).toHaveValue(stamp);
    expect(await studio.titles()).toEqual([title]);
    await page.getByRole('button', { name: 'New page' }).click();
    await studio.pageDialog.getByLabel('Title').fill('Another');
    await studio.pageDialog.getByLabel('Slug').fill(slug);
    await studio.pageDialog.getByRole('button', { name: 'Create page' }).click();
    await expect(studio.pageDialog.getByRole('alert')).toContainText(`A page with the slug "${slug}" already exists on Coast`);
    await studio.pageDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(studio.pageDialog).toBeHidden();

    // Duplicate with the suggested title and slug.
    await studio.duplicate(title);
    await expect(studio.notice).toHaveText(`Duplicated as “${title} (copy)”.`);
    expect(await studio.titles()).toEqual([title, `${title} (copy)`]);
    await expect(studio.row(`${title} (copy)`)).toContainText(`/pages/${slug}-copy`);
    const copyId = await studio.pageId(`${title} (copy)`);

    // Delete the copy: nothing happens until confirmed.
    await studio.askToDelete(`${title} (copy)`);
    await expect(studio.deleteDialog.getByRole('heading')).toHaveText(`Delete “${title} (copy)”?`);
    await studio.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(studio.deleteDialog).toBeHidden();
    await expect(studio.rows).toHaveCount(2);
    await studio.askToDelete(`${title} (copy)`);
    await studio.deleteDialog.getByRole('button', { name: 'Delete page' }).click();
    await expect(studio.notice).toHaveText(`Deleted “${title} (copy)”.`);
    expect(await studio.titles()).toEqual([title]);

    // Gone on the server too; the original stays.
    await page.reload();
    expect(await studio.titles()).toEqual([title]);
    expect((await page.request.get(`/_api/studio/entries/${copyId}`)).status()).toBe(404);
  });
});
