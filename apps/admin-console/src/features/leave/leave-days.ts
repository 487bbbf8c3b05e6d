// "1 working day", "5 working days": leave counts Monday to Friday.
export const leaveDays = (days: number) => `${days} working ${days === 1 ? 'day' : 'days'}`;
