import type { APIRequestContext, Page } from '@playwright/test';

/** The studio API as the studio's own pages call it: the studio session and CSRF cookies of this browser. */
export async function studioApi(page: Page) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
  const request: APIRequestContext = page.request;
  const headers = (version?: number) => ({ 'x-csrf-token': csrf, ...(version !== undefined ? { 'x-contentful-version': String(version) } : {}) });
  return {
    create: (id: string, contentType: string, fields: Record<string, unknown>) => request.put(`/_api/studio/entries/${id}`, { data: { contentType, fields }, headers: headers() }),
    /** Saves a draft of an entry's fields over the given version. */
    save: (id: string, version: number, fields: Record<string, unknown>) => request.put(`/_api/studio/entries/${id}`, { data: { fields }, headers: headers(version) }),
    /** Schedules a publish of these entry versions at a time. */
    schedulePublish: (at: Date, entries: Array<{ id: string; version: number }>) => request.post('/_api/studio/scheduled', { data: { at: at.toISOString(), entries }, headers: headers() }),
    publish: (id: string, version: number) => request.post(`/_api/studio/entries/${id}/published`, { headers: headers(version) }),
    unpublish: (id: string, version: number) => request.delete(`/_api/studio/entries/${id}/published`, { headers: headers(version) }),
    deletePage: (id: string) => request.delete(`/_api/studio/pages/${id}`, { headers: headers() }),
  };
}

export const paragraph = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
});
