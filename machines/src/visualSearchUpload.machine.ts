import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * Search by image (L §2, §4): the shopper opens the image search, picks a photo (checked for type
 * and size before anything is sent) and optionally a category, and sends it; the upload is an
 * injected actor answering with the listing URL to open, or failing with a message to show.
 */

/** What the machine needs of a chosen file (a browser File fits). */
export interface ImageChoice {
  name: string;
  type: string;
  size: number;
}

export interface VisualSearchUploadInput {
  /** MIME types accepted; default JPEG, PNG, WebP and GIF. */
  acceptedTypes?: readonly string[];
  /** Largest file accepted, in bytes; default 15 MB (the upload shrinks it before sending). */
  maxBytes?: number;
}

export interface VisualSearchUploadContext {
  acceptedTypes: readonly string[];
  maxBytes: number;
  file: ImageChoice | undefined;
  /** A category slug to search in; '' for everything. */
  category: string;
  error: string | undefined;
}

export type VisualSearchUploadEvent =
  | { type: 'visualSearch.open' }
  | { type: 'visualSearch.close' }
  | { type: 'visualSearch.choose'; file: ImageChoice }
  | { type: 'visualSearch.selectCategory'; category: string }
  | { type: 'visualSearch.submit' };

export const visualSearchLimits = {
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 15 * 1024 * 1024,
} as const;

export const visualSearchMessages = {
  wrongType: 'Choose a JPEG, PNG, WebP or GIF image.',
  tooLarge: (maxBytes: number) => `That image is too large: choose one under ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  failed: 'Sorry, we couldn’t search with that image. Please try another.',
} as const;

export const visualSearchUploadMachine = setup({
  types: {} as { context: VisualSearchUploadContext; events: VisualSearchUploadEvent; input: VisualSearchUploadInput },
  actors: {
    /** POST /_api/visual-search with the image and category → the listing URL. */
    upload: fromPromise<{ url: string }, { file: ImageChoice; category: string }>(() => Promise.reject(new Error('visualSearchUpload: the upload actor is not provided'))),
  },
  actions: {
    /** Opens the listing the upload answered with (provided by the page). */
    navigate: (_, _params: { url: string }) => undefined,
  },
  guards: {
    isUnacceptedType: ({ context }, params: { file: ImageChoice }) => !context.acceptedTypes.includes(params.file.type),
    isEmptyOrTooLarge: ({ context }, params: { file: ImageChoice }) => params.file.size <= 0 || params.file.size > context.maxBytes,
    hasFile: ({ context }) => context.file !== undefined,
  },
}).createMachine({
  id: 'visualSearchUpload',
  description:
    'Search by image. Closed or open; in the open panel the shopper chooses a photo (a type other than JPEG, PNG, WebP or GIF, an empty file or one over the size limit is refused with a message and not kept) and optionally a category, then sends it (only with a photo chosen). While it uploads, sending is disabled; the upload answers with the listing URL, which is opened, or fails with a message shown in the panel, and the shopper can try again.',
  initial: 'closed',
  context: ({ input }) => ({
    acceptedTypes: input.acceptedTypes ?? visualSearchLimits.acceptedTypes,
    maxBytes: input.maxBytes ?? visualSearchLimits.maxBytes,
    file: undefined,
    category: '',
    error: undefined,
  }),
  states: {
    closed: {
      on: { 'visualSearch.open': { target: 'open' } },
    },
    open: {
      initial: 'choosing',
      on: { 'visualSearch.close': { target: 'closed', actions: assign({ error: undefined }) } },
      states: {
        choosing: {
          on: {
            'visualSearch.choose': [
              { guard: { type: 'isUnacceptedType', params: ({ event }) => ({ file: event.file }) }, actions: assign({ file: undefined, error: visualSearchMessages.wrongType }) },
              {
                guard: { type: 'isEmptyOrTooLarge', params: ({ event }) => ({ file: event.file }) },
                actions: assign({ file: undefined, error: ({ context }) => visualSearchMessages.tooLarge(context.maxBytes) }),
              },
              { actions: assign({ file: ({ event }) => event.file, error: undefined }) },
            ],
            'visualSearch.selectCategory': { actions: assign({ category: ({ event }) => event.category }) },
            'visualSearch.submit': { guard: 'hasFile', target: 'uploading', actions: assign({ error: undefined }) },
          },
        },
        uploading: {
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ context }) => ({ file: context.file!, category: context.category }),
            onDone: { target: 'opening', actions: { type: 'navigate', params: ({ event }) => ({ url: event.output.url }) } },
            onError: {
              target: 'choosing',
              actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : visualSearchMessages.failed) }),
            },
          },
        },
        /** The listing is loading; the panel stays as it is until the page changes. */
        opening: {},
      },
    },
  },
});

type VisualSearchUploadSnapshot = SnapshotFrom<typeof visualSearchUploadMachine>;

export const visualSearchUploadSelectors = {
  isOpen: (snapshot: VisualSearchUploadSnapshot) => snapshot.matches('open'),
  file: (snapshot: VisualSearchUploadSnapshot) => snapshot.context.file,
  category: (snapshot: VisualSearchUploadSnapshot) => snapshot.context.category,
  error: (snapshot: VisualSearchUploadSnapshot) => snapshot.context.error,
  isBusy: (snapshot: VisualSearchUploadSnapshot) => snapshot.matches({ open: 'uploading' }) || snapshot.matches({ open: 'opening' }),
  canSubmit: (snapshot: VisualSearchUploadSnapshot) => snapshot.can({ type: 'visualSearch.submit' }),
};
