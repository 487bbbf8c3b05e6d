// A payslip as one A4 page (pdfkit): the person, the month, every line with its source, the totals and the
// payable-days explanation. Amounts in naira (written NGN: the PDF's standard fonts have no ₦ glyph), dates
// day-month-year. Long slips shrink the type so everything stays on the one page.
import { formatDayMonthYear, payslipLineSourceLabels, type PayslipDetail } from '@crewbase/domain';
import PDFDocument from 'pdfkit';

const ngn = (amount: string) => {
  const [whole, fraction] = amount.replace('-', '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}NGN ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};
const plain = (text: string) => text.replace(/₦/g, 'NGN ');
const dmy = (iso: string | null) => (iso ? formatDayMonthYear(iso.slice(0, 10)) : '-');

export function payslipPdf(slip: PayslipDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Payslip ${slip.month} ${slip.staffProfile.fullName}`, Author: 'Crewbase' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const size = slip.lines.length > 30 ? 7 : slip.lines.length > 20 ? 8 : 9;
  const left = 40;
  const width = doc.page.width - 80;

  doc.font('Helvetica-Bold').fontSize(16).text(`Payslip: ${slip.month}`, left, 40);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${slip.staffProfile.fullName} (${slip.staffProfile.staffId})`);
  doc.text(`Pay date ${dmy(slip.payDate)} · Status ${slip.status}${slip.paidAt ? ` on ${dmy(slip.paidAt)}` : ''}${slip.paymentReference ? ` · Reference ${slip.paymentReference}` : ''}`);
  doc.text(`Paid into ${slip.bank.bankName ?? slip.bank.bankCode ?? '-'} ${slip.bank.accountNumber ?? ''} · Daily salary ${ngn(slip.dailySalary)} · Payable days ${slip.payableDays}`);
  doc.moveDown(0.8);

  const cols = { source: left, description: left + 95, kind: left + width - 160, amount: left + width - 90 };
  const row = (y: number, values: [string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    doc.text(values[0], cols.source, y, { width: 90 });
    doc.text(values[1], cols.description, y, { width: cols.kind - cols.description - 8 });
    doc.text(values[2], cols.kind, y, { width: 65 });
    doc.text(values[3], cols.amount, y, { width: 90, align: 'right' });
    const heights = [doc.heightOfString(values[1], { width: cols.kind - cols.description - 8 }), doc.heightOfString(values[0], { width: 90 })];
    return y + Math.max(...heights) + 3;
  };
  let y = row(doc.y, ['Source', 'Line', 'Kind', 'Amount'], true);
  doc.moveTo(left, y - 1).lineTo(left + width, y - 1).stroke();
  for (const line of slip.lines) {
    const sign = line.kind === 'DEDUCTION' ? '-' : '';
    y = row(y + 1, [payslipLineSourceLabels[line.source], plain(line.description), line.kind === 'EARNING' ? 'Earning' : line.kind === 'DEDUCTION' ? 'Deduction' : 'Note', line.kind === 'NOTE' ? '' : `${sign}${ngn(line.amount)}`]);
  }
  doc.moveTo(left, y + 1).lineTo(left + width, y + 1).stroke();
  y += 6;
  for (const [label, amount] of [
    ['Gross pay', slip.grossPay],
    ['Bonuses (rewards, additions)', slip.bonuses],
    ['Tax', slip.tax],
    ['Other deductions', slip.deductions],
  ] as const) {
    y = row(y, ['', label, '', ngn(amount)]);
  }
  y = row(y + 2, ['', 'Net pay', '', ngn(slip.totalPay)], true);
  doc.font('Helvetica').fontSize(Math.min(size, 8)).text(plain(slip.explanation), left, y + 10, { width });
  doc.fontSize(7).text(`Calculated ${dmy(slip.calculatedAt)} · Crewbase payroll`, left, doc.page.height - 55, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
