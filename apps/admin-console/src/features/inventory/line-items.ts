// The lines of a procurement or a requisition as a form holds them (an item, a quantity, for a procurement a unit
// cost), checked in the browser with the API's own words, and turned into what the API takes.
import { fromMinorUnits, moneyProblem, toMinorUnits, type StockItem } from '@crewbase/domain';
import { z } from 'zod';

export const lineFormSchema = z.object({
  item: z.custom<StockItem | null>().refine((value) => value !== null, 'Choose a stock item.'),
  quantity: z.string().trim().regex(/^\d+$/, 'Give the quantity as a whole number.').refine((v) => Number(v) >= 1, 'Give the quantity of at least 1.').refine((v) => Number(v) <= 1_000_000, 'Give the quantity of at most 1,000,000.'),
  unitCost: z.string().trim(),
});
export type LineForm = z.input<typeof lineFormSchema>;

export const pricedLineFormSchema = lineFormSchema.superRefine((line, ctx) => {
  const problem = line.unitCost === '' ? 'Enter the unit cost.' : moneyProblem(line.unitCost);
  if (problem) ctx.addIssue({ code: 'custom', path: ['unitCost'], message: problem });
});

/** Each item at most once, as the API insists; the repeat is named on its own line. */
export const linesSchema = <S extends z.ZodType<LineForm>>(line: S) =>
  z.array(line).min(1, 'Add at least one item.').superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((l, index) => {
      const id = l.item?.id;
      if (!id) return;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'item'], message: 'This item is listed already: change that line instead.' });
      seen.add(id);
    });
  });

export const emptyLine = (): LineForm => ({ item: null, quantity: '1', unitCost: '' });

/** quantity x unit cost, in kobo; 0 while either is not a valid number yet. */
export function lineTotalMinor(line: Pick<LineForm, 'quantity' | 'unitCost'>): number {
  const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : 0;
  const cost = line.unitCost.trim() !== '' && moneyProblem(line.unitCost) === null ? toMinorUnits(line.unitCost) : 0;
  return quantity * cost;
}

/** The sum of the lines as the server will compute it, for the live total. */
export const linesTotal = (lines: readonly Pick<LineForm, 'quantity' | 'unitCost'>[]) => fromMinorUnits(lines.reduce((sum, line) => sum + lineTotalMinor(line), 0));

/** The form field paths a server message about a line goes to: `lines.2.stockItemId` -> `lines.2.item`. */
export function lineFieldAliases(count: number): Record<string, `lines.${number}.item`> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`lines.${i}.stockItemId`, `lines.${i}.item` as const]));
}
export const lineFields = (count: number, priced: boolean) =>
  Array.from({ length: count }, (_, i) => [`lines.${i}.item`, `lines.${i}.quantity`, ...(priced ? [`lines.${i}.unitCost`] : [])] as const).flat();
