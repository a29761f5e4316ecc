import { listLocales } from '../store/locales';
import {
  cancelScheduledAction,
  createScheduledAction,
  getScheduledAction,
  listScheduledActions,
  rescheduleScheduledAction,
  type ScheduledActionRecord,
  type ScheduledActionStatus,
} from '../store/scheduled-actions';
import { managementErrors } from './errors';
import { parseScheduledActionPayload, type ScheduledActionPayload } from './payloads';
import { created, jsonBody, ok, requiredVersion, type Answer, type ManagementContext } from './request';
import { scheduledActionJson } from './serialize';

const statuses: readonly ScheduledActionStatus[] = ['scheduled', 'inProgress', 'succeeded', 'failed', 'canceled'];

function payloadOf(context: ManagementContext): ScheduledActionPayload {
  const parsed = parseScheduledActionPayload(jsonBody(context));
  if (!parsed.ok) throw managementErrors.invalid('Other', parsed.issues);
  return parsed.value;
}

async function requireEnvironment(context: ManagementContext, environmentId: string): Promise<void> {
  if ((await listLocales(context.db, context.space.id, environmentId)).length === 0) {
    throw managementErrors.notFound({ type: 'Environment', id: environmentId });
  }
}

function statusFilter(context: ManagementContext): ScheduledActionStatus[] | undefined {
  const raw = context.params.get('sys.status') ?? context.params.get('sys.status[in]');
  if (raw === null) return undefined;
  const wanted = raw.split(',').map((status) => status.trim());
  const unknown = wanted.find((status) => !statuses.includes(status as ScheduledActionStatus));
  if (unknown !== undefined) throw managementErrors.badRequest(`Unknown status "${unknown}"; use ${statuses.join(', ')}`);
  return wanted as ScheduledActionStatus[];
}

/** GET lists one environment's actions (cursor pages, soonest first); POST schedules one. */
async function collection(context: ManagementContext): Promise<Answer> {
  if (context.method === 'POST') {
    const payload = payloadOf(context);
    await requireEnvironment(context, payload.environment.sys.id);
    const action = await createScheduledAction(
      context.db,
      context.space.id,
      {
        environmentId: payload.environment.sys.id,
        entityType: payload.entity.sys.linkType,
        entityId: payload.entity.sys.id,
        action: payload.action,
        scheduledFor: new Date(payload.scheduledFor.datetime),
        timezone: payload.scheduledFor.timezone ?? null,
      },
      { actor: context.editor.userId, now: context.now() },
    );
    return created(scheduledActionJson(action));
  }
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  const environmentId = context.params.get('environment.sys.id');
  if (!environmentId) throw managementErrors.badRequest('environment.sys.id is required to list scheduled actions.');
  const limit = Number(context.params.get('limit') ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw managementErrors.badRequest('limit must be between 1 and 1000.');
  // The cursor is the position in the list, opaque to clients like Contentful's.
  const cursor = context.params.get('next');
  const offset = cursor === null ? 0 : Number.parseInt(Buffer.from(cursor, 'base64url').toString('utf8'), 10);
  if (!Number.isInteger(offset) || offset < 0) throw managementErrors.badRequest('The next cursor is not valid.');
  const entityId = context.params.get('entity.sys.id') ?? undefined;
  const statusesWanted = statusFilter(context);
  const all = await listScheduledActions(context.db, context.space.id, {
    environmentId,
    ...(entityId ? { entityId } : {}),
    ...(statusesWanted ? { statuses: statusesWanted } : {}),
  });
  const page = all.slice(offset, offset + limit);
  const next = new URLSearchParams(context.params);
  next.set('next', Buffer.from(String(offset + limit)).toString('base64url'));
  return ok({
    sys: { type: 'Array' },
    limit,
    pages: offset + limit < all.length ? { next: `${context.basePath}/spaces/${encodeURIComponent(context.space.id)}/scheduled_actions?${next.toString()}` } : {},
    items: page.map(scheduledActionJson),
  });
}

async function requireAction(context: ManagementContext, id: string): Promise<ScheduledActionRecord> {
  const action = await getScheduledAction(context.db, context.space.id, id);
  const environmentId = context.params.get('environment.sys.id');
  if (!action || (environmentId !== null && action.environmentId !== environmentId)) throw managementErrors.notFound({ type: 'ScheduledAction', id });
  return action;
}

/** GET one action; PUT moves it to another time; DELETE cancels it (only while it is pending). */
async function item(context: ManagementContext, id: string): Promise<Answer> {
  const current = await requireAction(context, id);
  switch (context.method) {
    case 'GET':
      return ok(scheduledActionJson(current));
    case 'PUT': {
      const version = requiredVersion(context);
      const payload = payloadOf(context);
      const same =
        payload.action === current.action &&
        payload.entity.sys.id === current.entityId &&
        payload.entity.sys.linkType === current.entityType &&
        payload.environment.sys.id === current.environmentId;
      if (!same) throw managementErrors.badRequest('Only scheduledFor.datetime and scheduledFor.timezone of a scheduled action can change.');
      const moved = await rescheduleScheduledAction(
        context.db,
        context.space.id,
        id,
        { scheduledFor: new Date(payload.scheduledFor.datetime), timezone: payload.scheduledFor.timezone ?? null },
        { version, actor: context.editor.userId, now: context.now() },
      );
      return ok(scheduledActionJson(moved));
    }
    case 'DELETE':
      return ok(scheduledActionJson(await cancelScheduledAction(context.db, context.space.id, id, { actor: context.editor.userId, now: context.now() })));
    default:
      throw managementErrors.methodNotAllowed(context.method);
  }
}

export function scheduledActions(context: ManagementContext, actionId: string | undefined): Promise<Answer> {
  return actionId === undefined ? collection(context) : item(context, actionId);
}
