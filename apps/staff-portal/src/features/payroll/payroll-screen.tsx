// /staff/payroll: the person's payslips, newest first, as cards (one column on a phone), paged by the server.
import { listQueryFromState } from '@crewbase/api-client';
import { payrollQueries } from '@crewbase/data-access-payroll';
import type { StaffPayslip } from '@crewbase/domain';
import { formatDate, formatMoney, formatMonth, type RecordCardItem, RecordCardList, useListState } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';

const toCard = (slip: StaffPayslip): RecordCardItem => ({
  id: slip.id,
  to: generatePath(paths.payrollDetail, { id: slip.id }),
  title: formatMonth(slip.month),
  subtitle: `Net pay ${formatMoney(slip.totalPay)}`,
  meta: slip.paidAt ? `Paid ${formatDate(slip.paidAt, { month: 'short' })}` : slip.payDate ? `Pay day ${formatDate(slip.payDate, { month: 'short' })}` : undefined,
  status: slip.status,
});

export function PayrollScreen() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'month', direction: 'DESC' } });
  const slips = useQuery(payrollQueries.myList(listQueryFromState(list.state)));

  return (
    <Box component="section" aria-labelledby="payslips-heading">
      <Typography id="payslips-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
        My payslips
      </Typography>
      <RecordCardList
        label="My payslips"
        items={slips.data?.data.map(toCard)}
        loading={slips.isPending}
        error={slips.error}
        onRetry={() => void slips.refetch()}
        errorTitle="We could not load your payslips"
        emptyTitle="No payslips yet"
        emptyDescription="Your payslip shows here once HR has approved the month's pay run."
        page={list.state.page}
        pageCount={slips.data?.pageCount ?? 1}
        onPageChange={(page) => list.tableProps.onPaginationModelChange({ page: page - 1, pageSize: list.state.limit })}
        LinkComponent={RouterLink}
      />
    </Box>
  );
}
