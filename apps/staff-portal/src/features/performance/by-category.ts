// A review's questions grouped by their category, in the order the review lists them.
export function byCategory<T extends { category: string }>(items: readonly T[]): { category: string; items: { item: T; index: number }[] }[] {
  const groups: { category: string; items: { item: T; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const group = groups.find((g) => g.category === item.category);
    if (group) group.items.push({ item, index });
    else groups.push({ category: item.category, items: [{ item, index }] });
  });
  return groups;
}
