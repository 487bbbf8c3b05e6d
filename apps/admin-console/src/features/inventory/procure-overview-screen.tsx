// /admin/inventory/procure: the inventory metrics: stock value, items low or out of stock, open requisitions, open
// (and overdue) maintenance, and the received spend by month as a chart with the same numbers in a table. A store
// with no items yet is pointed to setup.
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { dateTimeFormat, PRODUCT_LOCALE, type InventoryMetrics } from '@crewbase/domain';
import { BarChart, ErrorState, formatMoney, MetricCard } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { ChartCard } from '../dashboard/chart-card';
import { filteredListLink } from './list-link';

const monthName = (month: string) => dateTimeFormat(PRODUCT_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

export function ProcureOverviewScreen() {
  const metrics = useQuery(inventoryQueries.metrics());
  if (metrics.isError) return <ErrorState title="We could not load the inventory metrics" message={metrics.error.message} onRetry={() => void metrics.refetch()} />;
  const data = metrics.data;
  const loading = data === undefined;
  return (
    <Stack spacing={3}>
      {data?.itemCount === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.inventorySetup} color="inherit">
              Set up inventory
            </Button>
          }
        >
          No stock items yet: set up the store's categories and items first.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <MetricCard label="Stock value" value={data ? (formatMoney(data.stockValue) ?? '') : ''} loading={loading} hint={data ? `${data.itemCount} items` : undefined} />
        <MetricCard
          label="Low or out of stock"
          value={data ? data.lowStockCount + data.outOfStockCount : 0}
          loading={loading}
          hint={
            data ? (
              <Link component={RouterLink} to={filteredListLink(paths.inventoryStockItems, 'stockHealth', 'OUT')}>
                {data.outOfStockCount} out of stock
              </Link>
            ) : undefined
          }
        />
        <MetricCard
          label="Open requisitions"
          value={data?.openRequisitions ?? 0}
          loading={loading}
          hint={
            <Link component={RouterLink} to={filteredListLink(paths.inventoryRequisitions, 'status', 'Pending')}>
              See them
            </Link>
          }
        />
        <MetricCard
          label="Open maintenance"
          value={data?.openMaintenance ?? 0}
          loading={loading}
          hint={data && data.overdueMaintenance > 0 ? `${data.overdueMaintenance} overdue` : 'None overdue'}
        />
      </Box>
      {data && <SpendByMonthChart rows={data.spendByMonth} />}
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to={paths.inventoryProcureMaintenance}>
          Maintenance with vendors
        </Link>
        <Link component={RouterLink} to={paths.inventoryReport}>
          Stock report
        </Link>
        <Link component={RouterLink} to={paths.inventoryReports}>
          All inventory reports
        </Link>
      </Stack>
    </Stack>
  );
}

function SpendByMonthChart({ rows }: { rows: InventoryMetrics['spendByMonth'] }) {
  const theme = useTheme();
  const points = rows.map((row) => ({ month: monthName(row.month), spend: Number(row.spend) }));
  const total = rows.reduce((sum, row) => sum + Number(row.spend), 0);
  return (
    <ChartCard
      title="Spend by month"
      description={`Procurements received in the last 12 months: ${formatMoney(total)} in all.`}
      table={{ columns: ['Month', 'Spend (₦)'], rows: points.map((p) => [p.month, p.spend]) }}
    >
      <BarChart
        categories={points.map((p) => p.month)}
        series={[{ label: 'Spend', values: points.map((p) => p.spend), color: theme.palette.primary.main }]}
        height={280}
        axisWidth={90}
        formatTick={(value) => formatMoney(value, { wholeUnits: true }) ?? ''}
        formatValue={(value) => formatMoney(value) ?? ''}
      />
    </ChartCard>
  );
}
