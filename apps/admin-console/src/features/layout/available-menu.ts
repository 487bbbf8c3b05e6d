// Drops menu entries whose screens do not exist yet: the menu never links to a placeholder.
import type { MenuItem } from './menu-item';

export function availableMenu<T extends MenuItem>(items: T[]): T[] {
  return items.flatMap((item): T[] => {
    if (item.children) {
      const children = availableMenu(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return item.available && item.path ? [item] : [];
  });
}
