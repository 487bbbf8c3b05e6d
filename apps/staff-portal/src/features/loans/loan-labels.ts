export const installmentsLabel = (months: number) => `${months} monthly installment${months === 1 ? '' : 's'}`;
