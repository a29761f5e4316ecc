'use client';

import { useId, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { AnyContentModel } from '@storefront/cms-models/define';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { entryTitle, isEntryNode, isUnresolvedNode, newEntry } from '../entries';
import { modelFor } from '../fields';
import { useFormContext } from '../form-context';
import styles from '../Forms.module.css';
import { hasErrors, validateEntry } from '../validate';
import type { WidgetOf } from './types';

/** Nested forms stop here: deeper links show as cards only. */
const MAX_DEPTH = 6;

/** True when the entry, or an entry nested in it, has this id (so a focused field's card opens). */
function containsEntry(value: unknown, id: string, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsEntry(item, id, depth));
  if (!isEntryNode(value)) return false;
  return value.id === id || Object.values(value.fields).some((field) => containsEntry(field, id, depth + 1));
}

/**
 * Which cards are open. A card opens when the field to focus (click-to-edit) is inside it, once
 * per target, and the editor can close it again.
 */
function useExpanded(nodes: readonly unknown[]) {
  const { focusTarget } = useFormContext();
  const containing = () =>
    focusTarget ? nodes.flatMap((node) => (isEntryNode(node) && containsEntry(node, focusTarget.entryId) ? [node.id] : [])) : [];
  const targetKey = focusTarget ? `${focusTarget.entryId}\u0000${focusTarget.fieldId}` : '';
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(containing()));
  const [openedFor, setOpenedFor] = useState(targetKey);
  if (targetKey !== openedFor) {
    setOpenedFor(targetKey);
    const ids = containing();
    if (ids.length) setOpen((current) => new Set([...current, ...ids]));
  }
  return {
    isOpen: (node: unknown) => isEntryNode(node) && open.has(node.id),
    toggle: (id: string) => setOpen((current) => (current.has(id) ? new Set([...current].filter((item) => item !== id)) : new Set([...current, id]))),
    show: (id: string) => setOpen((current) => new Set([...current, id])),
  };
}

interface CardProps {
  node: unknown;
  depth: number;
  parentId: string;
  expanded: boolean;
  onToggle: () => void;
  onRemove: () => void;
  disabled: boolean;
  /** List position, for reordering (single references have none). */
  position?: { index: number; total: number; move: (to: number) => void };
}

function ReferenceCard({ node, depth, parentId, expanded, onToggle, onRemove, disabled, position }: CardProps) {
  const { registry, renderNested } = useFormContext();
  const entry = isEntryNode(node) ? node : undefined;
  const model = entry ? modelFor(registry, entry.contentType) : undefined;
  const problems = useMemo(() => (entry && model ? hasErrors(validateEntry(model, entry.fields)) : false), [entry, model]);
  const title = entry ? entryTitle(entry, model) : `Missing entry ${isUnresolvedNode(node) ? node.id : ''}`.trim();
  const typeName = model?.name ?? entry?.contentType ?? 'Not published or not found';
  const bodyId = entry ? `${parentId}-${entry.id}-body` : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!position || !event.altKey) return;
    if (event.key === 'ArrowUp' && position.index > 0) {
      event.preventDefault();
      position.move(position.index - 1);
    } else if (event.key === 'ArrowDown' && position.index < position.total - 1) {
      event.preventDefault();
      position.move(position.index + 1);
    }
  };

  return (
    <div className={`${styles.card} ${problems ? styles.cardProblem : ''}`} data-entry-card={entry?.id}>
      <div className={styles.cardHeader} onKeyDown={onKeyDown}>
        {position ? (
          <span className={styles.dragHandle} aria-hidden="true" title="Drag to reorder">
            ⋮⋮
          </span>
        ) : null}
        {entry ? (
          <button type="button" className={styles.cardToggle} aria-expanded={expanded} aria-controls={expanded ? bodyId : undefined} onClick={onToggle}>
            <span className={styles.cardChevron} aria-hidden="true">
              {expanded ? '▾' : '▸'}
            </span>
            <span className={styles.cardTitle}>{title}</span>
            <span className={styles.cardType}>{typeName}</span>
          </button>
        ) : (
          <span className={styles.cardToggle}>
            <span className={styles.cardTitle}>{title}</span>
            <span className={styles.cardType}>{typeName}</span>
          </span>
        )}
        {problems ? <span className={styles.badge}>Needs attention</span> : null}
        {position ? (
          <>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move ${title} up`}
              disabled={disabled || position.index === 0}
              onClick={() => position.move(position.index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move ${title} down`}
              disabled={disabled || position.index === position.total - 1}
              onClick={() => position.move(position.index + 1)}
            >
              ↓
            </button>
          </>
        ) : null}
        <button type="button" className={styles.iconButton} aria-label={`Remove ${title}`} disabled={disabled} onClick={onRemove}>
          ×
        </button>
      </div>
      {entry && expanded ? (
        <div id={bodyId} className={styles.cardBody}>
          {depth >= MAX_DEPTH ? <p className={styles.empty}>Open this entry on its own to edit it.</p> : renderNested(entry, depth + 1, parentId)}
        </div>
      ) : null}
    </div>
  );
}

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; entries: CmsEntry[] } | { kind: 'failed'; message: string };

/** A search among existing entries of the allowed types; a result is linked as it is. */
function LinkExisting({ contentTypes, label, exclude, onLink, onClose }: { contentTypes: readonly AnyContentModel[]; label: string; exclude: ReadonlySet<string>; onLink: (entry: CmsEntry) => void; onClose: () => void }) {
  const { searchEntries, registry } = useFormContext();
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const inputId = useId();
  const search = async () => {
    if (!searchEntries) return;
    setState({ kind: 'searching' });
    try {
      const entries = await searchEntries({ text: text.trim(), contentTypes: contentTypes.map((model) => model.id) });
      setState({ kind: 'found', entries: entries.filter((entry) => !exclude.has(entry.id)) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : 'The search failed.' });
    }
  };
  return (
    <div className={styles.linkExisting} role="group" aria-label={`Link an existing entry to ${label}`}>
      <div className={styles.inline}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Search entries for {label}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          placeholder="Search by name"
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
            if (event.key === 'Escape') onClose();
          }}
        />
        <button type="button" className={styles.button} onClick={() => void search()}>
          Search
        </button>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          Cancel
        </button>
      </div>
      <p className={styles.status} aria-live="polite">
        {state.kind === 'searching' ? 'Searching…' : state.kind === 'found' ? `${state.entries.length} found` : ''}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.localError} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'found' && state.entries.length ? (
        <ul className={styles.results}>
          {state.entries.map((entry) => {
            const model = modelFor(registry, entry.contentType);
            return (
              <li key={entry.id}>
                <button type="button" className={styles.resultButton} onClick={() => onLink(entry)}>
                  <span className={styles.cardTitle}>{entryTitle(entry, model)}</span>
                  <span className={styles.cardType}>{model?.name ?? entry.contentType}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

interface AddEntryProps {
  contentTypes: readonly AnyContentModel[];
  label: string;
  disabled: boolean;
  onAdd: (contentType: string) => void;
  onLink: (entry: CmsEntry) => void;
  /** Entries already linked (not offered again). */
  linked: ReadonlySet<string>;
}

/** Creates a new nested entry (a button per type, or a type menu when there are many), or links an existing one. */
function AddEntry({ contentTypes, label, disabled, onAdd, onLink, linked }: AddEntryProps) {
  const { searchEntries } = useFormContext();
  const [chosen, setChosen] = useState(contentTypes[0]?.id ?? '');
  const [linking, setLinking] = useState(false);
  if (contentTypes.length === 0) return <p className={styles.empty}>No content types may be linked here.</p>;
  const create =
    contentTypes.length <= 3 ? (
      contentTypes.map((model) => (
        <button key={model.id} type="button" className={styles.button} disabled={disabled} onClick={() => onAdd(model.id)}>
          + Add {model.name.toLowerCase()}
          {contentTypes.length === 1 ? <span className={styles.visuallyHidden}> to {label}</span> : null}
        </button>
      ))
    ) : (
      <>
        <select aria-label={`Content type to add to ${label}`} className={`${styles.input} ${styles.select}`} value={chosen} disabled={disabled} onChange={(event) => setChosen(event.target.value)}>
          {contentTypes.map((model) => (
            <option key={model.id} value={model.id}>
              {model.name}
            </option>
          ))}
        </select>
        <button type="button" className={styles.button} disabled={disabled} onClick={() => onAdd(chosen)}>
          + Add
        </button>
      </>
    );
  return (
    <div className={styles.addEntry}>
      <div className={styles.inline}>
        {create}
        {searchEntries ? (
          <button type="button" className={styles.linkButton} disabled={disabled} aria-expanded={linking} onClick={() => setLinking((open) => !open)}>
            Link existing…<span className={styles.visuallyHidden}> to {label}</span>
          </button>
        ) : null}
      </div>
      {linking && !disabled ? (
        <LinkExisting
          contentTypes={contentTypes}
          label={label}
          exclude={linked}
          onClose={() => setLinking(false)}
          onLink={(entry) => {
            setLinking(false);
            onLink(entry);
          }}
        />
      ) : null}
    </div>
  );
}

/** A reference to one entry: its card with the nested form, or buttons to create one. */
export function ReferenceWidget({ field, entryId, value, onChange, labelId, describedBy, disabled, depth }: WidgetOf<'reference'>) {
  const { createEntryId } = useFormContext();
  const expanded = useExpanded(value ? [value] : []);
  return (
    <div className={styles.references} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {value ? (
        <ReferenceCard
          node={value}
          depth={depth}
          parentId={entryId}
          expanded={expanded.isOpen(value)}
          onToggle={() => isEntryNode(value) && expanded.toggle(value.id)}
          onRemove={() => onChange(undefined)}
          disabled={disabled}
        />
      ) : (
        <AddEntry
          contentTypes={field.contentTypes}
          label={field.label}
          disabled={disabled}
          linked={new Set()}
          onAdd={(contentType) => {
            const created = newEntry(contentType, createEntryId());
            expanded.show(created.id);
            onChange(created);
          }}
          onLink={(found) => onChange(found)}
        />
      )}
    </div>
  );
}

function itemKeys(items: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return items.map((node, index) => {
    const id = isEntryNode(node) || isUnresolvedNode(node) ? node.id : `item-${index}`;
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}#${count}`;
  });
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A list of references: cards in order (drag, ↑/↓ or Alt+arrows to reorder), add and remove. */
export function ReferencesWidget({ field, entryId, value, onChange, labelId, describedBy, disabled, depth }: WidgetOf<'references'>) {
  const { createEntryId, registry } = useFormContext();
  const items = Array.isArray(value) ? value : [];
  const expanded = useExpanded(items);
  const [dragFrom, setDragFrom] = useState<number | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const full = field.maxItems !== undefined && items.length >= field.maxItems;

  const titleOf = (node: unknown) => (isEntryNode(node) ? entryTitle(node, modelFor(registry, node.contentType)) : 'Missing entry');
  const emit = (next: unknown[]) => onChange(next.length ? next : undefined);
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    emit(moved(items, from, to));
    setAnnouncement(`${titleOf(items[from])} moved to position ${to + 1} of ${items.length}`);
  };
  // Keys follow the entries (not their places), so a moved card keeps its DOM node and focus.
  const keys = itemKeys(items);
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, index);
    setDragFrom(undefined);
  };

  return (
    <div className={styles.references} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {items.length ? (
        <ol className={styles.cardList}>
          {items.map((node: unknown, index) => (
            <li
              key={keys[index]}
              className={dragFrom === index ? styles.dragging : undefined}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragFrom(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(index)}
              onDragEnd={() => setDragFrom(undefined)}
            >
              <ReferenceCard
                node={node}
                depth={depth}
                parentId={entryId}
                expanded={expanded.isOpen(node)}
                onToggle={() => isEntryNode(node) && expanded.toggle(node.id)}
                onRemove={() => {
                  emit(items.filter((_, at) => at !== index));
                  setAnnouncement(`${titleOf(node)} removed`);
                }}
                disabled={disabled}
                position={{ index, total: items.length, move: (to) => move(index, to) }}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>Nothing here yet.</p>
      )}
      <div className={styles.inline}>
        <AddEntry
          contentTypes={field.contentTypes}
          label={field.label}
          disabled={disabled || full}
          linked={new Set(items.flatMap((node) => (isEntryNode(node) ? [node.id] : [])))}
          onAdd={(contentType) => {
            const created = newEntry(contentType, createEntryId());
            expanded.show(created.id);
            emit([...items, created]);
          }}
          onLink={(found) => {
            emit([...items, found]);
            setAnnouncement(`${titleOf(found)} linked`);
          }}
        />
        {field.maxItems !== undefined ? (
          <span className={styles.counter} aria-hidden="true">
            {items.length} / {field.maxItems}
          </span>
        ) : null}
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
