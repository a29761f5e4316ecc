import type { AnyStateMachine } from 'xstate';

interface NodeLike {
  id: string;
  key: string;
  type: string;
  description?: string;
  initial?: { target: NodeLike[] } | undefined;
  states: Record<string, NodeLike>;
  transitions: Map<string, Array<{ target?: NodeLike[]; guard?: { type?: string } | unknown; eventType: string }>>;
  always?: Array<{ target?: NodeLike[]; guard?: unknown }>;
  invoke: Array<{ id: string; src: unknown }>;
}

const mermaidId = (node: NodeLike) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof (guard as { type: unknown }).type === 'string') {
    return ` [${(guard as { type: string }).type}]`;
  }
  return ' [guarded]';
}

function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

function renderNode(node: NodeLike, indent: string, lines: string[]): void {
  const children = Object.values(node.states);
  if (children.length === 0) return;
  const initial = node.initial?.target[0];
  if (initial && node.type !== 'parallel') lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${mermaidId(child)} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    for (const [eventType, transitions] of child.transitions) {
      for (const transition of transitions) {
        for (const target of transition.target ?? []) {
          lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)} : ${eventLabel(eventType)}${guardName(transition.guard)}`);
        }
      }
    }
    for (const transition of child.always ?? []) {
      for (const target of transition.target ?? []) {
        lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)} : always${guardName(transition.guard)}`);
      }
    }
  }
}

/** Transitions declared on the machine itself apply in every state: drawn from an "any state" node. */
function renderRootTransitions(root: NodeLike, lines: string[]): void {
  const entries = [...root.transitions].flatMap(([eventType, transitions]) => transitions.map((transition) => ({ eventType, transition })));
  if (entries.length === 0) return;
  lines.push('  state "any state" as any_state');
  for (const { eventType, transition } of entries) {
    const targets = transition.target?.length ? transition.target.map(mermaidId) : ['any_state'];
    for (const target of targets) lines.push(`  any_state --> ${target} : ${eventLabel(eventType)}${guardName(transition.guard)}`);
  }
}

/** A Mermaid state diagram of the machine, generated from its definition so docs cannot drift. */
export function stateDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root as unknown as NodeLike, '  ', lines);
  renderRootTransitions(machine.root as unknown as NodeLike, lines);
  return lines.join('\n');
}
