import {
  cancelScheduledPublish,
  fetchEntryTree,
  fetchSnapshot,
  fetchSnapshots,
  publishEntry,
  saveEntry,
  schedulePublish,
  searchEntries,
  unpublishEntry,
  uploadAsset,
} from '../studio-api-editor';
import type { EditorApi } from './editor-actors';

/**
 * The studio API client the page editor calls in the browser (tests pass fakes instead).
 * Taken from the interim `studio-api-editor.ts` until the API branch's `studio-api.ts` has them:
 * then only this import changes.
 */
export const studioEditorApi: EditorApi = {
  fetchEntryTree,
  saveEntry,
  publishEntry,
  unpublishEntry,
  fetchSnapshots,
  fetchSnapshot,
  schedulePublish,
  cancelScheduledPublish,
  uploadAsset,
  searchEntries,
};
