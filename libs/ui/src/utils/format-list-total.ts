import { formatCount } from '@crewbase/locale';

/**
 * A list's total as a screen says it: "1,234", or "more than 10,000" once the server stopped counting at its cap (the
 * list answer's `totalCapped`; the domain's listTotalCap: 10,000, or 1,000 under a search).
 */
export const formatListTotal = (list: { total: number; totalCapped?: boolean }): string =>
  `${list.totalCapped ? 'more than ' : ''}${formatCount(list.total)}`;
