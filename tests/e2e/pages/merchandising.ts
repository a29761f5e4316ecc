import type { Locator, Page } from '@playwright/test';

/** The style assistant on a listing: launcher, chat panel, messages and suggestions. */
export class Chatbot {
  constructor(readonly page: Page) {}

  get launcher(): Locator {
    return this.page.getByRole('button', { name: 'Style assistant' });
  }

  /** The bubble that offers help a few seconds after the listing loads. */
  get hint(): Locator {
    return this.page.getByTestId('chatbot').getByRole('status');
  }

  get panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Style assistant' });
  }

  get conversation(): Locator {
    return this.panel.getByRole('log', { name: 'Conversation' });
  }

  get input(): Locator {
    return this.panel.getByRole('textbox', { name: 'Message the style assistant' });
  }

  get sendButton(): Locator {
    return this.panel.getByRole('button', { name: 'Send' });
  }

  get botMessages(): Locator {
    return this.conversation.getByTestId('chat-message-bot');
  }

  /** The product links of the latest reply. */
  get suggestions(): Locator {
    return this.botMessages.last().getByRole('list', { name: 'Suggested products' }).getByRole('link');
  }

  async ask(text: string): Promise<void> {
    await this.input.fill(text);
    await this.sendButton.click();
  }
}

/** Search with a photo: the upload dialog and the visual search listing's header. */
export class ImageSearch {
  constructor(readonly page: Page) {}

  /** The camera in the header search box (the first one the viewport shows). */
  get headerButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: 'Search with a photo' }).filter({ visible: true }).first();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search with a photo' });
  }

  get fileInput(): Locator {
    return this.dialog.getByLabel('Photo to search with');
  }

  get category(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Search in' });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: /Find matching products|Finding matches/ });
  }

  get error(): Locator {
    return this.dialog.getByRole('alert');
  }

  get header(): Locator {
    return this.page.getByTestId('visual-search-header');
  }

  get thumbnail(): Locator {
    return this.header.getByRole('img', { name: 'Your uploaded photo' });
  }

  get colourChips(): Locator {
    return this.header.getByRole('list', { name: 'Colours found in your photo' }).getByRole('link');
  }

  async upload(name: string, mimeType: string, buffer: Buffer, category?: string): Promise<void> {
    await this.headerButton.click();
    await this.fileInput.setInputFiles({ name, mimeType, buffer });
    if (category) await this.category.selectOption(category);
    await this.submit.click();
  }
}
