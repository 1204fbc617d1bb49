// Screens load on first use (route-level code splitting): the first load
// ships the shell and the login, and each screen's code (with its heavy
// dependencies, e.g. the rich-text editor) comes when it is opened. The
// Shell's Suspense shows the loader meanwhile.
import { lazy, type ComponentType } from 'react';

/** A lazily loaded screen: the named export `name` of the module `load` imports. */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
