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
} from '../studio-api';
import type { EditorApi } from './editor-actors';

/** The studio API client the page editor calls in the browser (tests pass fakes instead). */
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
