import { assign, emit, fromPromise, setup } from 'xstate';

/**
 * The studio's page list actions: create a page, duplicate one, delete one after confirming.
 * One dialog at a time; the work is done by injected actors (the studio API) and the outcome is
 * emitted (`pages.created`, `pages.duplicated`, `pages.deleted`) for the list to refresh or open.
 */
export interface StudioPageRef {
  id: string;
  title: string;
  slug: string;
  /** draft | published | changed | archived: a live page is taken off the storefront on delete. */
  status: string;
}

export interface PageDraft {
  title: string;
  slug: string;
}

export type PageAnswer = { ok: true; page: StudioPageRef } | { ok: false; message: string; fieldErrors?: Record<string, string> };
export type DeleteAnswer = { ok: true } | { ok: false; message: string };

export interface StudioPagesContext {
  /** The page being duplicated or deleted. */
  target: StudioPageRef | undefined;
  /** What the dialog's fields start with. */
  draft: PageDraft;
  message: string | undefined;
  fieldErrors: Record<string, string>;
  /** The last thing done, for a polite announcement. */
  notice: string | undefined;
}

export type StudioPagesEvent =
  | { type: 'pages.create' }
  | { type: 'pages.duplicate'; page: StudioPageRef }
  | { type: 'pages.delete'; page: StudioPageRef }
  /** The dialog's values, with the messages the form's own validation found (empty when valid). */
  | { type: 'pages.submit'; draft: PageDraft; fieldErrors: Record<string, string> }
  | { type: 'pages.confirm' }
  | { type: 'pages.cancel' };

export type StudioPagesEmitted =
  | { type: 'pages.created'; page: StudioPageRef }
  | { type: 'pages.duplicated'; page: StudioPageRef }
  | { type: 'pages.deleted'; page: StudioPageRef };

const UNREACHABLE = 'The studio could not reach the server. Check your connection and try again.';

/** "summer-edit" → "summer-edit-copy"; the home page's "/" → "home-copy". */
export function copySlug(slug: string): string {
  return slug === '/' ? 'home-copy' : `${slug}-copy`;
}

type SubmitEvent = Extract<StudioPagesEvent, { type: 'pages.submit' }>;
type Refusal = { ok: false; message: string; fieldErrors?: Record<string, string> };
type Accepted = Extract<PageAnswer, { ok: true }>;

export const studioPagesMachine = setup({
  types: {} as { context: StudioPagesContext; events: StudioPagesEvent; emitted: StudioPagesEmitted },
  actors: {
    createPage: fromPromise<PageAnswer, { draft: PageDraft }>(async () => ({ ok: false, message: UNREACHABLE })),
    duplicatePage: fromPromise<PageAnswer, { page: StudioPageRef; draft: PageDraft }>(async () => ({ ok: false, message: UNREACHABLE })),
    deletePage: fromPromise<DeleteAnswer, { page: StudioPageRef }>(async () => ({ ok: false, message: UNREACHABLE })),
  },
  guards: {
    hasFieldErrors: ({ event }) => Object.keys((event as SubmitEvent).fieldErrors).length > 0,
    isAccepted: (_, params: { answer: PageAnswer | DeleteAnswer }) => params.answer.ok,
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event as SubmitEvent).draft, fieldErrors: ({ event }) => (event as SubmitEvent).fieldErrors, message: undefined }),
    clearMessages: assign({ message: undefined, fieldErrors: {} }),
    // Only taken for refusals (the isAccepted branch comes first).
    showRefusal: assign({
      message: (_, params: { answer: PageAnswer | DeleteAnswer }) => (params.answer as Refusal).message,
      fieldErrors: (_, params: { answer: PageAnswer | DeleteAnswer }) => (params.answer as Refusal).fieldErrors ?? {},
    }),
    showUnreachable: assign({ message: UNREACHABLE }),
  },
}).createMachine({
  id: 'studioPages',
  description:
    'The studio page list’s actions: create a page or duplicate one in a dialog (title and slug, the form’s own messages first, then the server’s), or delete one after a confirmation. One dialog at a time; it cannot be dismissed while its request is in flight. Outcomes are emitted as pages.created, pages.duplicated and pages.deleted.',
  initial: 'idle',
  context: { target: undefined, draft: { title: '', slug: '' }, message: undefined, fieldErrors: {}, notice: undefined },
  states: {
    idle: {
      on: {
        'pages.create': { target: 'creating', actions: assign({ target: undefined, draft: { title: '', slug: '' }, message: undefined, fieldErrors: {} }) },
        'pages.duplicate': {
          target: 'duplicating',
          actions: assign({
            target: ({ event }) => event.page,
            draft: ({ event }) => ({ title: `${event.page.title} (copy)`, slug: copySlug(event.page.slug) }),
            message: undefined,
            fieldErrors: {},
          }),
        },
        'pages.delete': { target: 'deleting', actions: assign({ target: ({ event }) => event.page, message: undefined, fieldErrors: {} }) },
      },
    },
    creating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'pages.submit': [{ guard: 'hasFieldErrors', actions: 'keepDraft' }, { target: 'submitting', actions: 'keepDraft' }],
            'pages.cancel': { target: '#studioPages.idle' },
          },
        },
        submitting: {
          invoke: {
            id: 'createPage',
            src: 'createPage',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
                target: '#studioPages.idle',
                actions: [
                  assign({ notice: ({ event }) => `Created “${(event.output as Accepted).page.title}”.` }),
                  emit(({ event }) => ({ type: 'pages.created' as const, page: (event.output as Accepted).page })),
                ],
              },
              { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: 'editing', actions: 'showUnreachable' },
          },
        },
      },
    },
    duplicating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'pages.submit': [{ guard: 'hasFieldErrors', actions: 'keepDraft' }, { target: 'submitting', actions: 'keepDraft' }],
            'pages.cancel': { target: '#studioPages.idle' },
          },
        },
        submitting: {
          invoke: {
            id: 'duplicatePage',
            src: 'duplicatePage',
            input: ({ context }) => ({ page: context.target!, draft: context.draft }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
                target: '#studioPages.idle',
                actions: [
                  assign({ notice: ({ event }) => `Duplicated as “${(event.output as Accepted).page.title}”.` }),
                  emit(({ event }) => ({ type: 'pages.duplicated' as const, page: (event.output as Accepted).page })),
                ],
              },
              { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: 'editing', actions: 'showUnreachable' },
          },
        },
      },
    },
    deleting: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'pages.confirm': { target: 'submitting', actions: 'clearMessages' },
            'pages.cancel': { target: '#studioPages.idle' },
          },
        },
        submitting: {
          invoke: {
            id: 'deletePage',
            src: 'deletePage',
            input: ({ context }) => ({ page: context.target! }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
                target: '#studioPages.idle',
                actions: [
                  assign({ notice: ({ context }) => `Deleted “${context.target!.title}”.` }),
                  emit(({ context }) => ({ type: 'pages.deleted' as const, page: context.target! })),
                ],
              },
              { target: 'confirming', actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: 'confirming', actions: 'showUnreachable' },
          },
        },
      },
    },
  },
});

type Matcher = { matches(value: unknown): boolean };

export const studioPagesSelectors = {
  isDialogOpen: (snapshot: Matcher) => snapshot.matches('creating') || snapshot.matches('duplicating'),
  isConfirmingDelete: (snapshot: Matcher) => snapshot.matches('deleting'),
  isBusy: (snapshot: Matcher) =>
    snapshot.matches({ creating: 'submitting' }) || snapshot.matches({ duplicating: 'submitting' }) || snapshot.matches({ deleting: 'submitting' }),
};
