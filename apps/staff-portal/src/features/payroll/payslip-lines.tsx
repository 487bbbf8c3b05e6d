// A payslip's lines as the staff member reads them, each with its source: the payable days x the daily salary, each
// reward and penalty, each loan installment ("installment 3 of 6"), tax by band, pension, housing fund, adjustments,
// and a note for an installment carried to next month; then the net pay. A list, not a table, so it fits a phone.
import { payslipLineSourceLabels, type PayslipLine } from '@crewbase/domain';
import { formatMoney } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const amountText = (line: PayslipLine) => {
  if (line.kind === 'NOTE') return null;
  const amount = formatMoney(line.amount.replace(/^-/, ''));
  return line.kind === 'DEDUCTION' ? `−${amount}` : amount;
};

const rowSx = { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' } as const;

export function PayslipLines({ lines, totalPay }: { lines: PayslipLine[]; totalPay: string }) {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  return (
    <>
      <Box component="ul" aria-label="Payslip lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered.map((line) => {
          const amount = amountText(line);
          return (
            <Box component="li" key={line.id} sx={rowSx}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {payslipLineSourceLabels[line.source]}
                </Typography>
                <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere', fontStyle: line.kind === 'NOTE' ? 'italic' : undefined }}>
                  {line.description}
                </Typography>
              </Box>
              {amount && (
                <Typography component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: line.kind === 'DEDUCTION' ? 'error.main' : undefined }}>
                  {amount}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ ...rowSx, borderBottom: 0 }} role="group" aria-label="Net pay">
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Net pay
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(totalPay)}
        </Typography>
      </Box>
    </>
  );
}
