'use client';

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState } from 'react';
import formStyles from '../../forms/Forms.module.css';
import styles from './editor.module.css';

export interface SectionItem {
  /** Unique in the list (the entry id; repeated links get a suffix). */
  key: string;
  entryId: string;
  /** "Hero banner — Summer edit": the item's accessible name. */
  name: string;
  /** "Hero banner", "Section". */
  typeLabel: string;
  /** The blocks inside a section, by name (shown under it). */
  children: string[];
  missing: boolean;
}

export interface SectionListProps {
  items: readonly SectionItem[];
  selectedId: string | undefined;
  /** The entry the pointer is over in the preview (its block is marked). */
  hoveredId: string | undefined;
  disabled: boolean;
  onSelect(entryId: string): void;
  onRemove(index: number): void;
  onMove(from: number, to: number): void;
  onHover(entryId: string | undefined): void;
}

function GripIcon() {
  return (
    <svg viewBox="0 0 12 16" width="10" height="14" fill="currentColor" aria-hidden="true">
      <circle cx="3" cy="3" r="1.4" />
      <circle cx="9" cy="3" r="1.4" />
      <circle cx="3" cy="8" r="1.4" />
      <circle cx="9" cy="8" r="1.4" />
      <circle cx="3" cy="13" r="1.4" />
      <circle cx="9" cy="13" r="1.4" />
    </svg>
  );
}

function SortableSection({ item, index, selected, hovered, disabled, onSelect, onRemove, onHover }: {
  item: SectionItem;
  index: number;
  selected: boolean;
  hovered: boolean;
  disabled: boolean;
  onSelect(): void;
  onRemove(): void;
  onHover(entryId: string | undefined): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key, disabled });
  return (
    <li
      ref={setNodeRef}
      aria-label={item.name}
      aria-current={selected ? 'true' : undefined}
      className={styles.section}
      data-selected={selected}
      data-hovered={hovered}
      data-dragging={isDragging}
      data-entry-id={item.entryId}
      data-testid="page-section"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onMouseEnter={() => onHover(item.entryId)}
      onMouseLeave={() => onHover(undefined)}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={`Move ${item.name}`}
        {...attributes}
        {...listeners}
        title="Drag, or press Space then the arrow keys, to move"
      >
        <GripIcon />
      </button>
      <button type="button" className={styles.sectionMain} onClick={onSelect} aria-label={`Edit ${item.name}`}>
        <span className={styles.sectionIndex} aria-hidden="true">
          {index + 1}
        </span>
        <span className={styles.sectionText}>
          <span className={styles.sectionType}>{item.typeLabel}</span>
          <span className={styles.sectionName} data-missing={item.missing}>
            {item.name === item.typeLabel ? 'Untitled' : item.name.slice(item.typeLabel.length + 3)}
          </span>
          {item.children.length > 0 ? <span className={styles.sectionChildren}>{item.children.join(' · ')}</span> : null}
        </span>
      </button>
      <button type="button" className={styles.remove} aria-label={`Remove ${item.name}`} onClick={onRemove} disabled={disabled}>
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The page's sections in order: pick one to edit it, remove it, or move it by dragging its
 * handle or from the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel),
 * each step announced to screen readers.
 */
export function SectionList({ items, selectedId, hoveredId, disabled, onSelect, onRemove, onMove, onHover }: SectionListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [announcement, setAnnouncement] = useState('');
  // dnd-kit's own live region is a role=status element; it goes into a hidden container and our
  // region below speaks instead, so the editor's status line stays the page's one status.
  const [dndContainer, setDndContainer] = useState<HTMLElement | null>(null);
  const instructionsId = useId();
  const moved = useRef(false);
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.key === id)?.name ?? 'block';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.key === id) + 1;
  const say = (text: string) => {
    setAnnouncement(text);
    return undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return say(`Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`);
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the block over its own place as the drag starts: the pick-up message stays.
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return say(over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} is no longer over the list.`);
    },
    onDragEnd: ({ active, over }) => say(over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => say(`Moving ${nameOf(active.id)} was cancelled; it is back at position ${positionOf(active.id)}.`),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          ...(dndContainer ? { container: dndContainer } : {}),
          screenReaderInstructions: { draggable: 'To move this block, press Space, then the up and down arrow keys; press Space again to drop it, or Escape to cancel.' },
        }}
      >
        <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
          {items.length ? (
            <ul className={styles.sections} aria-label="Sections" aria-describedby={instructionsId}>
              {items.map((item, index) => (
                <SortableSection
                  key={item.key}
                  item={item}
                  index={index}
                  selected={item.entryId === selectedId}
                  hovered={item.entryId === hoveredId}
                  disabled={disabled}
                  onSelect={() => onSelect(item.entryId)}
                  onRemove={() => onRemove(index)}
                  onHover={onHover}
                />
              ))}
            </ul>
          ) : (
            <>
              <ul className={styles.sections} aria-label="Sections" />
              <p className={styles.emptyList}>No sections yet. Add a block from the palette below.</p>
            </>
          )}
        </SortableContext>
      </DndContext>
      <p id={instructionsId} className={styles.hint}>
        Drag the handle, or focus it and use Space and the arrow keys.
      </p>
      <div ref={setDndContainer} aria-hidden="true" />
      <div className={formStyles.visuallyHidden} aria-live="assertive" aria-atomic="true" data-testid="sections-announcer">
        {announcement}
      </div>
    </>
  );
}
