// How a rating reads: two decimals on the 1-5 scale ("3.75 of 5"), or a dash while there is none.
export const ratingText = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `${value.toFixed(2)} of 5`);
