import type { ContentTypeField } from './content-type';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`.slice(0, 60);
}

/** The problem with a link value, or undefined when it is `{sys:{type:'Link',linkType,id}}` of the expected link type. */
export function linkProblem(value: unknown, expectedLinkType: string | undefined): string | undefined {
  const shape = `{sys:{type:'Link',linkType:'${expectedLinkType ?? 'Entry|Asset'}',id}}`;
  if (!isRecord(value) || !isRecord(value.sys)) return `is not a link ${shape}`;
  const { type, linkType, id } = value.sys;
  if (type !== 'Link' || typeof id !== 'string' || id.length === 0 || typeof linkType !== 'string') {
    return `is not a link ${shape}`;
  }
  if (linkType !== 'Entry' && linkType !== 'Asset') return `links to '${linkType}', expected ${shape}`;
  if (expectedLinkType && linkType !== expectedLinkType) return `links to an ${linkType}, expected ${shape}`;
  return undefined;
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * What is wrong with one locale's value of a field, or undefined when it fits the field type.
 * `null` is accepted everywhere: Contentful stores it for cleared fields and delivers it as is.
 */
export function fieldValueProblem(field: Pick<ContentTypeField, 'type' | 'linkType' | 'items'>, value: unknown): string | undefined {
  if (value === null) return undefined;
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return typeof value === 'string' ? undefined : `must be a string, got ${describe(value)}`;
    case 'Integer':
      return typeof value === 'number' && Number.isInteger(value) ? undefined : `must be an integer, got ${describe(value)}`;
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `must be a number, got ${describe(value)}`;
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : `must be true or false, got ${describe(value)}`;
    case 'Date':
      return typeof value === 'string' && isIsoDate(value) ? undefined : `must be an ISO 8601 date, got ${describe(value)}`;
    case 'Location':
      return isRecord(value) && typeof value.lat === 'number' && typeof value.lon === 'number'
        ? undefined
        : `must be a location {lat, lon}, got ${describe(value)}`;
    case 'Object':
      return isRecord(value) || Array.isArray(value) ? undefined : `must be a JSON object, got ${describe(value)}`;
    case 'RichText':
      return isRecord(value) && value.nodeType === 'document' && Array.isArray(value.content)
        ? undefined
        : `must be a rich text document {nodeType:'document', content:[...]}, got ${describe(value)}`;
    case 'Link':
      return linkProblem(value, field.linkType);
    case 'ResourceLink':
      return isRecord(value) && isRecord(value.sys) && value.sys.type === 'ResourceLink' && typeof value.sys.urn === 'string'
        ? undefined
        : `is not a resource link {sys:{type:'ResourceLink',linkType,urn}}`;
    case 'Array': {
      if (!Array.isArray(value)) return `must be an array, got ${describe(value)}`;
      const items = field.items;
      for (const [index, item] of value.entries()) {
        const problem =
          items?.type === 'Link'
            ? linkProblem(item, items.linkType)
            : items?.type === 'ResourceLink'
              ? fieldValueProblem({ type: 'ResourceLink' }, item)
              : typeof item === 'string'
                ? undefined
                : `must be a string, got ${describe(item)}`;
        if (problem) return `item ${index} ${problem}`;
      }
      return undefined;
    }
  }
}

/** `{sys:{type:'Link',linkType:'Upload',id}}`: a file uploaded to the Management API, not processed yet. */
export function isUploadLink(value: unknown): value is { sys: { type: 'Link'; linkType: 'Upload'; id: string } } {
  return isRecord(value) && isRecord(value.sys) && value.sys.type === 'Link' && value.sys.linkType === 'Upload' && typeof value.sys.id === 'string';
}

/** What is wrong with an asset `file` value, or undefined when it has the Contentful file shape. */
export function assetFileProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  if (!isRecord(value)) return `must be a file object {fileName, contentType, url}, got ${describe(value)}`;
  if (typeof value.fileName !== 'string' || value.fileName.length === 0) return 'needs a fileName';
  if (typeof value.contentType !== 'string' || value.contentType.length === 0) return 'needs a contentType';
  if (value.url !== undefined && typeof value.url !== 'string') return 'has a url that is not a string';
  if (value.upload !== undefined && typeof value.upload !== 'string') return 'has an upload that is not a string';
  if (value.uploadFrom !== undefined && !isUploadLink(value.uploadFrom)) return "has an uploadFrom that is not a link {sys:{type:'Link',linkType:'Upload',id}}";
  if (value.url === undefined && value.upload === undefined && value.uploadFrom === undefined) return 'needs a url (or an upload url, or an uploadFrom link)';
  if (value.details !== undefined && !isRecord(value.details)) return 'has details that are not an object';
  return undefined;
}

export { isRecord };
