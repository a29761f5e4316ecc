import type { IndexSettings } from './parameters';
import { RecordStore } from './record-store';
import type { QueryRule } from './rules';
import type { IndexView } from './search';
import { DEFAULT_RANKING, parseFacetAttributes, parseRanking, parseSortKey, settingsWithDefaults, type RankingCriterion } from './settings';

/**
 * One index: a name, its own settings and its records. A replica shares its primary's record
 * store; a virtual replica also inherits every setting it does not set itself.
 */
export class SearchIndex {
  readonly name: string;
  store: RecordStore;
  settings: IndexSettings = {};
  primary: SearchIndex | undefined;
  virtual = false;
  /** Query rules by objectID, in the order they were saved. Each index (replicas too) has its own. */
  readonly rules = new Map<string, QueryRule>();
  readonly createdAt: string;
  updatedAt: string;
  private cachedView: { key: string; settings: IndexSettings; ranking: RankingCriterion[]; facetAttributes: IndexView['facetAttributes'] } | undefined;
  private settingsVersion = 0;

  constructor(name: string, store = new RecordStore()) {
    this.name = name;
    this.store = store;
    this.createdAt = new Date().toISOString();
    this.updatedAt = this.createdAt;
  }

  touch(): void {
    this.updatedAt = new Date().toISOString();
  }

  setOwnSettings(settings: IndexSettings): void {
    this.settings = settings;
    this.settingsVersion++;
    this.cachedView = undefined;
    this.touch();
  }

  /** The settings searches use: a virtual replica's own over its primary's. */
  effectiveSettings(): IndexSettings {
    if (this.virtual && this.primary) {
      const inherited = { ...this.primary.settings };
      delete inherited.replicas;
      return { ...inherited, ...this.settings };
    }
    return this.settings;
  }

  /** What getSettings answers. */
  describeSettings(): IndexSettings {
    const answer = settingsWithDefaults(this.settings);
    if (this.primary) answer.primary = this.primary.name;
    return answer;
  }

  view(): IndexView {
    const key = `${this.settingsVersion}:${this.virtual && this.primary ? this.primary.settingsVersion : ''}`;
    if (!this.cachedView || this.cachedView.key !== key) {
      const settings = this.effectiveSettings();
      let ranking = parseRanking(settings.ranking ?? DEFAULT_RANKING);
      // A virtual replica sorts by its own customRanking first ("relevant sort" over every match).
      if (this.virtual && this.settings.customRanking && this.settings.customRanking.length > 0) {
        const sorts = this.settings.customRanking.map((entry) => ({ kind: 'sort' as const, ...parseSortKey(entry, 'customRanking') }));
        ranking = [...sorts, ...ranking];
      }
      this.cachedView = { key, settings, ranking, facetAttributes: parseFacetAttributes(settings.attributesForFaceting ?? []) };
    }
    return {
      name: this.name,
      snapshot: this.store.snapshot(),
      settings: this.cachedView.settings,
      ranking: this.cachedView.ranking,
      facetAttributes: this.cachedView.facetAttributes,
      virtual: this.virtual,
    };
  }
}
