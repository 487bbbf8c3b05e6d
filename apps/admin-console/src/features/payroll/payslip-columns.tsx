// The payslip list's columns, the spec's fields (staffProfile.fullName, dailySalary, bonuses, deductions, tax,
// totalPay, status) with the month; each column's field is the API's list field, so sorting a column sorts on the server.
import type { Payslip } from '@crewbase/domain';
import type { DataTableColumn } from '@crewbase/ui';
import { moneyColumn, statusColumn } from '../requests/request-columns';
import { formatMonth } from '@crewbase/ui';

const staffColumn: DataTableColumn<Payslip> = {
  field: 'staffProfile.fullName',
  headerName: 'Staff',
  flex: 1.4,
  minWidth: 180,
  valueGetter: (_value, row) => row.staffProfile.fullName,
};
const monthColumn: DataTableColumn<Payslip> = { field: 'month', headerName: 'Month', flex: 1, minWidth: 140, valueFormatter: (value: string) => formatMonth(value) };

export const payslipColumns = (withStaff = true): DataTableColumn<Payslip>[] => [
  ...(withStaff ? [staffColumn] : []),
  monthColumn,
  // A masked value (a role without the payroll permission) is shown as the API gives it: formatMoney leaves it be.
  moneyColumn('dailySalary', 'Daily salary'),
  moneyColumn('bonuses', 'Bonuses'),
  moneyColumn('deductions', 'Deductions'),
  moneyColumn('tax', 'Tax'),
  moneyColumn('totalPay', 'Total pay'),
  { ...statusColumn<Payslip>(), minWidth: 120 },
];
