// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryModalButton } from './DeliveryModalButton.client';
import { deliveryTexts as text } from './delivery.texts';
import { button, click, mount, press, settle, unmountAll } from './dom.testing';
import { marketplaceDelivery } from './fixtures';
import type { DeliveryModalContent } from './modal-content';

afterEach(unmountAll);

const seller: DeliveryModalContent = {
  kind: 'seller',
  shopName: marketplaceDelivery.shopName,
  billingInfo: marketplaceDelivery.billingInfo,
  addressInfo: marketplaceDelivery.addressInfo,
  returnsInfo: marketplaceDelivery.returnsInfo,
};

async function open(content: DeliveryModalContent, label = 'Open') {
  await mount(<DeliveryModalButton label={label} content={content} />);
  const trigger = button(label)!;
  trigger.focus();
  await click(trigger);
  // The modal's code loads on the first press.
  await settle();
  return { trigger, dialog: () => document.querySelector('[role="dialog"]') };
}

describe('delivery panel modals', () => {
  it('opens the seller’s billing details, address and returns in a labelled modal dialog, focus inside', async () => {
    const { trigger, dialog } = await open(seller);
    const shown = dialog()!;
    expect(shown.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)?.textContent).toBe('About Linen House');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const details = shown.textContent!;
    for (const part of ['Linen House Trading Ltd', 'GB123456789', '09876543', 'Unit 4, Mill Lane', 'Leeds', 'LS1 4AB', 'GB', marketplaceDelivery.returnsInfo!]) expect(details).toContain(part);
    expect(shown.contains(document.activeElement)).toBe(true);
  });

  it('closes on its button and gives focus back to the opener', async () => {
    const { trigger, dialog } = await open(seller);
    await click(button(text.closeDialog, dialog()!));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and on a click outside it', async () => {
    const { trigger, dialog } = await open({ kind: 'preloved' });
    expect(dialog()!.textContent).toContain(text.prelovedTitle);
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await click(trigger);
    await settle();
    await click(document.querySelector('[data-testid="delivery-modal-backdrop"]'));
    expect(dialog()).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await open({ kind: 'exclusions', message: 'No free delivery on furniture.' });
    const close = button(text.closeDialog, dialog()!)!;
    expect(document.activeElement).toBe(close);
    // The close button is the dialog's only control: Tab and Shift+Tab stay on it.
    await press('Tab');
    expect(document.activeElement).toBe(close);
    await press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(close);
    expect(dialog()!.textContent).toContain('No free delivery on furniture.');
  });

  it('shows seller text as text, never as markup', async () => {
    const { dialog } = await open({ ...seller, returnsInfo: '<img src=x onerror="alert(1)">Returns in 14 days' } as DeliveryModalContent);
    expect(dialog()!.querySelector('img')).toBeNull();
    expect(dialog()!.textContent).toContain('<img src=x onerror="alert(1)">Returns in 14 days');
  });

  it('says so when a seller has published no details', async () => {
    const { dialog } = await open({ kind: 'seller', shopName: 'Quiet Shop' });
    expect(dialog()!.textContent).toContain(text.sellerNoDetails);
  });
});
