import { z } from 'zod';
import type { JsonRecord } from './attributes';
import { badRequest } from './errors';

/** A batch operation as the batch endpoints take it. */
export type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'delete' | 'clear';

export interface BatchOperation {
  action: BatchAction;
  body?: JsonRecord;
  indexName?: string;
}

const operationSchema = z
  .object({
    action: z.enum(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']),
    body: z.record(z.string(), z.unknown()).optional(),
    indexName: z.string().min(1).optional(),
  })
  .strict();

const batchSchema = z.object({ requests: z.array(operationSchema) }).strict();

export function parseBatch(input: unknown, needIndexName: boolean): BatchOperation[] {
  const parsed = batchSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw badRequest(`Invalid batch request${where}: ${issue.message}`);
  }
  parsed.data.requests.forEach((operation, index) => {
    if (needIndexName && !operation.indexName) throw badRequest(`Invalid batch request at requests.${index}: indexName is required`);
    validateOperation(operation, index);
  });
  return parsed.data.requests as BatchOperation[];
}

/** Normalises an objectID (strings, or finite numbers as Algolia accepts them). */
export function objectIdOf(value: unknown, where: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest(`Missing or invalid objectID${where}`);
}

export function validateRecord(body: unknown, where: string): JsonRecord {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`Record${where} must be a JSON object`);
  return body as JsonRecord;
}

export function validateOperation(operation: BatchOperation, index: number): void {
  const where = ` in requests.${index}`;
  switch (operation.action) {
    case 'addObject':
      validateRecord(operation.body, where);
      if (operation.body!.objectID !== undefined) objectIdOf(operation.body!.objectID, where);
      break;
    case 'updateObject':
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate':
    case 'deleteObject':
      validateRecord(operation.body, where);
      objectIdOf(operation.body!.objectID, where);
      break;
    case 'delete':
    case 'clear':
      break;
  }
}

export function generateObjectId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20);
}
