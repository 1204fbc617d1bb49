// Categories nest: the pickers and the list show them as a tree, each
// child indented under its parent.
export type CategoryNode = { id: string; name: string; parentId?: string | null };
export type TreeRow<C> = C & { depth: number };

/**
 * The categories in tree order (parents first, siblings by name) with
 * their depth. A category whose parent is not in the list is a root; a
 * cycle never loops.
 */
export function categoryTree<C extends CategoryNode>(cats: C[]): TreeRow<C>[] {
  const ids = new Set(cats.map((c) => c.id));
  const children = new Map<string, C[]>();
  for (const c of cats) {
    const parent = c.parentId && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: TreeRow<C>[] = [];
  const seen = new Set<string>();
  const walk = (parent: string, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const c of list) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ ...c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk('', 0);
  // Categories in a cycle have no root: list them at the top level.
  for (const c of cats) {
    if (!seen.has(c.id)) {
      seen.add(c.id);
      out.push({ ...c, depth: 0 });
      walk(c.id, 1);
    }
  }
  return out;
}

/** "— — Jazz": a category's label indented by its depth, for selects. */
export function indentedLabel(name: string, depth: number): string {
  return `${'— '.repeat(depth)}${name}`;
}

/** Options for a select of categories, in tree order. */
export function categoryOptions(cats: CategoryNode[]): { value: string; label: string }[] {
  return categoryTree(cats).map((c) => ({ value: c.id, label: indentedLabel(c.name, c.depth) }));
}

/** The ids of a category and everything below it (a parent cannot be any of them). */
export function descendants(cats: CategoryNode[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of cats) {
      if (c.parentId && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}
