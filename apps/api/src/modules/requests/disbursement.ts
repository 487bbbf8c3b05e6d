// What disbursing a medical assistance or payment request does besides moving it to ISSUED: the money goes out now
// and the request is marked PAID, with the amount in the trail. (A loan's disbursement, which creates its repayment
// plan, is in loan-requests.record.ts.)
import { moneyText } from './money-text';

export const disburse = ({ row }: { row: { amount: string } }) => ({
  set: { paid: true, issuedAt: new Date() },
  details: { paid: 'PAID', amount: moneyText(row.amount) },
});
