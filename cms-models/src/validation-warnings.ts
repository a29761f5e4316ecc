/**
 * Warnings gathered while one value is validated: items dropped from reference lists, optional
 * references that failed. zod parsing is synchronous, so the active collector is a plain stack.
 */
export interface ValidationWarning {
  entryId: string;
  contentType: string;
  reason: string;
}

const collectors: ValidationWarning[][] = [];

export function reportWarning(warning: ValidationWarning): void {
  collectors.at(-1)?.push(warning);
}

export function collectWarnings<T>(run: () => T): { result: T; warnings: ValidationWarning[] } {
  const warnings: ValidationWarning[] = [];
  collectors.push(warnings);
  try {
    return { result: run(), warnings };
  } finally {
    collectors.pop();
  }
}
