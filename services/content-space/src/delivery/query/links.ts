import { isRecord } from '../../model/field-values';

export interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** Every Entry/Asset link inside a value: link fields, arrays of links and rich text embeds. */
export function collectLinks(value: unknown, into: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into);
  } else if (isRecord(value)) {
    const sys = value.sys;
    if (isRecord(sys) && sys.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
      into.push({ linkType: sys.linkType, id: sys.id });
    } else {
      for (const nested of Object.values(value)) collectLinks(nested, into);
    }
  }
  return into;
}
