// What disbursing a paid-out request (medical assistance, payment requests) does besides moving it to ISSUED: the
// money is issued now and the request marked PAID, with the amount in the trail.
import { moneyText } from './money-text';

export const payoutDisbursement = ({ row }: { row: { amount: string } }) => ({
  set: { paid: true, issuedAt: new Date() },
  details: { paid: 'PAID', amount: moneyText(row.amount) },
});
