/**
 * Checks on a file before it is uploaded: its type against the field's MIME groups and its
 * size against the limit. Nothing is sent for a file that fails.
 */

/** What the checks need of a file (a browser File fits). */
export interface FileChoice {
  name: string;
  type: string;
  size: number;
}

/** Contentful MIME groups the models use, as the types a browser reports. SVG is left out: it can carry script. */
const MIME_GROUPS: Readonly<Record<string, { types: readonly string[]; description: string }>> = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'], description: 'a JPEG, PNG, WebP, GIF or AVIF image' },
  pdfdocument: { types: ['application/pdf'], description: 'a PDF' },
};

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadRules {
  /** Accepted MIME types; undefined accepts any type. */
  types: readonly string[] | undefined;
  description: string;
  maxBytes: number;
}

export function uploadRules(mimeGroups: readonly string[], maxBytes = DEFAULT_MAX_UPLOAD_BYTES): UploadRules {
  const groups = mimeGroups.map((group) => MIME_GROUPS[group]);
  // A group this list does not know cannot be checked here; the server still checks it.
  if (groups.length === 0 || groups.some((group) => group === undefined)) return { types: undefined, description: 'a file', maxBytes };
  return {
    types: groups.flatMap((group) => group!.types),
    description: groups.map((group) => group!.description).join(' or '),
    maxBytes,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Why the file cannot be uploaded, or undefined when it can. */
export function checkUpload(file: FileChoice, rules: UploadRules): string | undefined {
  if (rules.types && !rules.types.includes(file.type)) {
    return `${file.name} is not a type this field takes (${file.type || 'unknown type'}): choose ${rules.description}.`;
  }
  if (file.size <= 0) return `${file.name} is empty.`;
  if (file.size > rules.maxBytes) return `${file.name} is ${formatBytes(file.size)}: files can be at most ${formatBytes(rules.maxBytes)}.`;
  return undefined;
}
