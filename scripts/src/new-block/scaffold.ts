import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockFiles, blockNames, type BlockNames } from './templates';

/** A name or a registry file the scaffolder will not work with; nothing has been written. */
export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 40;

export interface ScaffoldOptions {
  /** The plugins folder (the workspace's, or a copy in tests). */
  pluginsDir: string;
  /** The block's folder name, kebab-case: promo-strip. */
  name: string;
  /** Content type ids already registered (models of blocks, page plugins and structure). */
  takenContentTypes: readonly string[];
}

export interface ScaffoldResult {
  names: BlockNames;
  /** Written files, relative to the plugins folder. */
  files: string[];
}

/** The source with `line` added to the list opened by `opener` (one item per line), before its closing line. */
function addListItem(source: string, file: string, opener: string, line: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((candidate) => candidate.trimEnd() === opener);
  if (start === -1) throw new ScaffoldError(`${file} has no line "${opener}" to add the block to`);
  const end = lines.findIndex((candidate, index) => index > start && /^[\]}]/.test(candidate));
  if (end === -1) throw new ScaffoldError(`${file}: the list opened by "${opener}" is not closed on a line of its own`);
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** The source with the import added among the relative imports, in path order. */
function addImport(source: string, file: string, line: string, path: string): string {
  const lines = source.split('\n');
  const relative = lines.flatMap((candidate, index) => {
    const match = /^import .* from '(\.\/[^']+)';$/.exec(candidate);
    return match ? [{ index, path: match[1]! }] : [];
  });
  if (relative.length === 0) throw new ScaffoldError(`${file} has no relative imports to add the block's next to`);
  const after = relative.find((candidate) => candidate.path.toLowerCase() > path.toLowerCase());
  lines.splice(after ? after.index : relative.at(-1)!.index + 1, 0, line);
  return lines.join('\n');
}

/**
 * Writes a new block folder (model, content, fixtures, manifest, component with its CSS module,
 * renderer, test) and registers it: one line in blocks.ts, one entry in renderers.ts. Refuses a
 * name that is not kebab-case or is taken, before writing anything.
 */
export function scaffoldBlock({ pluginsDir, name, takenContentTypes }: ScaffoldOptions): ScaffoldResult {
  if (!KEBAB_CASE.test(name) || name.length > MAX_NAME_LENGTH) {
    throw new ScaffoldError(`"${name}" is not a kebab-case block name (lowercase words joined by "-", at most ${MAX_NAME_LENGTH} characters), e.g. promo-strip`);
  }
  const names = blockNames(name);
  const folder = join(pluginsDir, name);
  if (existsSync(folder)) throw new ScaffoldError(`plugins/${name} already exists`);
  if (takenContentTypes.includes(names.id)) throw new ScaffoldError(`The content type "${names.id}" is already registered`);

  const blocksFile = join(pluginsDir, 'blocks.ts');
  const renderersFile = join(pluginsDir, 'renderers.ts');
  let blocks = readFileSync(blocksFile, 'utf8');
  blocks = addListItem(blocks, 'blocks.ts', 'export const blockManifests = [', `  ${names.id}Manifest,`);
  blocks = addImport(blocks, 'blocks.ts', `import { ${names.id}Manifest } from './${name}/manifest';`, `./${name}/manifest`);
  let renderers = readFileSync(renderersFile, 'utf8');
  renderers = addListItem(renderers, 'renderers.ts', 'export const rendererMap = {', `  ${names.id}: ${names.id}Renderer,`);
  renderers = addImport(renderers, 'renderers.ts', `import { ${names.id}Renderer } from './${name}/renderer';`, `./${name}/renderer`);

  mkdirSync(folder);
  const files = Object.entries(blockFiles(names)).map(([file, text]) => {
    writeFileSync(join(folder, file), text);
    return `${name}/${file}`;
  });
  writeFileSync(blocksFile, blocks);
  writeFileSync(renderersFile, renderers);
  return { names, files };
}
