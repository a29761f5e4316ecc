/**
 * One value per server process. Next.js may load a module more than once (route handlers, server
 * components and the proxy are bundled apart), yet an engine, a database handle, a scheduler or a
 * cache must exist once: the value is kept on globalThis under a registered symbol, so every copy
 * of every module finds the same one.
 */
type Store = Record<symbol, unknown>;

const slot = (name: string) => Symbol.for(`storefront.${name}`);

/** The process's value for `name`, created by `create` on first use. */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Store;
  const key = slot(name);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}

/**
 * The same for a value that takes time to make: a creation that fails is forgotten, so the next
 * caller tries again instead of inheriting the old failure for the life of the process.
 */
export function processSingletonAsync<T>(name: string, create: () => Promise<T>): Promise<T> {
  const store = globalThis as unknown as Store;
  const key = slot(name);
  if (!(key in store)) {
    const pending = create().catch((error: unknown) => {
      if (store[key] === pending) delete store[key];
      throw error;
    });
    store[key] = pending;
  }
  return store[key] as Promise<T>;
}

/** Removes the process's value for `name` (closing it is the caller's business) and returns it. */
export function releaseProcessSingleton<T>(name: string): T | undefined {
  const store = globalThis as unknown as Store;
  const key = slot(name);
  const value = store[key] as T | undefined;
  delete store[key];
  return value;
}

/** A value another part of the process set under `name` (site/server.mjs sets one before Next.js starts). */
export function readProcessValue(name: string): unknown {
  return (globalThis as unknown as Store)[slot(name)];
}
