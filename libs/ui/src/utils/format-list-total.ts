/**
 * A list's total as a screen says it: "1,234", or "more than 10,000" once the server stopped counting at its cap (the
 * list answer's `totalCapped`, LIST_TOTAL_CAP in the domain).
 */
export const formatListTotal = (list: { total: number; totalCapped?: boolean }): string =>
  `${list.totalCapped ? 'more than ' : ''}${list.total.toLocaleString('en-GB')}`;
