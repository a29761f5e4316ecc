// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsAsset } from '@storefront/cms-models/nodes';
import type { FieldPatch } from './entries';
import { asset, entry, Harness } from './test-support';

afterEach(cleanup);

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\(required\\))?$`) });

function setup(fields: Record<string, unknown>, props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const patches: FieldPatch[] = [];
  render(<Harness initial={entry('img1', 'image', { internalName: 'Look', ...fields })} patches={patches} {...props} />);
  return { patches };
}

async function choose(input: HTMLElement, chosen: File) {
  await act(async () => {
    fireEvent.change(input, { target: { files: [chosen] } });
  });
}

describe('entry form: media', () => {
  it('shows the asset with its title, file, size and dimensions, and removes it', async () => {
    const { patches } = setup({ image: asset('a1', { title: 'Linen shirt', fileName: 'linen.jpg', size: 250_000 }) });
    const image = group('Image');
    expect(within(image).getByText('Linen shirt')).toBeTruthy();
    expect(within(image).getByText('linen.jpg · 1600×900 · 244 KB')).toBeTruthy();
    expect(image.querySelector('img')?.getAttribute('src')).toBe('/assets/a1.jpg');
    await userEvent.setup().click(within(image).getByRole('button', { name: 'Remove Image' }));
    expect(patches.at(-1)).toEqual({ entryId: 'img1', fieldId: 'image', value: undefined });
  });

  it('refuses a file of the wrong type or over the size limit before sending anything', async () => {
    const uploadAsset = vi.fn(async (chosen: File) => asset(chosen.name));
    setup({}, { uploadAsset, maxUploadBytes: 1000 });
    const image = group('Image');
    const input = within(image).getByLabelText('Upload image');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    await choose(input, file('logo.svg', 'image/svg+xml', 100));
    expect(within(image).getByRole('alert').textContent).toBe('logo.svg is not a type this field takes (image/svg+xml): choose a JPEG, PNG, WebP, GIF or AVIF image.');
    await choose(input, file('huge.jpg', 'image/jpeg', 2048));
    expect(within(image).getByRole('alert').textContent).toBe('huge.jpg is 2 KB: files can be at most 1000 B.');
    await choose(input, file('empty.png', 'image/png', 0));
    expect(within(image).getByRole('alert').textContent).toBe('empty.png is empty.');
    expect(uploadAsset).not.toHaveBeenCalled();
    expect(within(image).getByText('JPEG, PNG, WebP, GIF or AVIF image, up to 1000 B')).toBeTruthy();
  });

  it('uploads an accepted file through the studio’s uploader and puts the asset in the field', async () => {
    let finish: (value: CmsAsset) => void = () => {};
    const uploadAsset = vi.fn(() => new Promise<CmsAsset>((resolve) => (finish = resolve)));
    const { patches } = setup({}, { uploadAsset });
    const image = group('Image');
    await choose(within(image).getByLabelText('Upload image'), file('beach.webp', 'image/webp', 5000));
    expect(uploadAsset).toHaveBeenCalledWith(expect.objectContaining({ name: 'beach.webp' }));
    expect(within(image).getByText('Uploading beach.webp…')).toBeTruthy();
    expect(within(image).getByLabelText('Upload image')).toHaveProperty('disabled', true);
    await act(async () => finish(asset('beach', { title: 'Beach' })));
    expect(patches.at(-1)).toEqual({ entryId: 'img1', fieldId: 'image', value: asset('beach', { title: 'Beach' }) });
    expect(within(image).getByText('Beach')).toBeTruthy();
    expect(within(image).getByLabelText('Replace image')).toBeTruthy();
  });

  it('shows why an upload failed, and takes a dropped file', async () => {
    const uploadAsset = vi.fn().mockRejectedValueOnce(new Error('The server refused the file (415)')).mockRejectedValueOnce(new Error('')).mockResolvedValue(asset('drop'));
    const { patches } = setup({}, { uploadAsset });
    const image = group('Image');
    await choose(within(image).getByLabelText('Upload image'), file('a.jpg', 'image/jpeg', 10));
    await waitFor(() => expect(within(image).getByRole('alert').textContent).toBe('The server refused the file (415)'));
    await choose(within(image).getByLabelText('Upload image'), file('b.jpg', 'image/jpeg', 10));
    await waitFor(() => expect(within(image).getByRole('alert').textContent).toBe('b.jpg could not be uploaded.'));
    await act(async () => {
      fireEvent.drop(image, { dataTransfer: { files: [file('c.png', 'image/png', 10)] } });
    });
    expect(patches.at(-1)?.value).toEqual(asset('drop'));
  });

  it('offers no upload without an uploader, and names a missing asset', () => {
    setup({ mobileImage: { kind: 'unresolved', id: 'gone', linkType: 'Asset' } });
    expect(screen.queryByLabelText('Upload image')).toBeNull();
    expect(within(group('Image')).getByText('No image yet.')).toBeTruthy();
    expect(within(group('Mobile image')).getByText('Asset gone is missing or not published.')).toBeTruthy();
  });
});
