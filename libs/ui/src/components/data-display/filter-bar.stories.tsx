import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ListDateRange, ListStateFilter } from '../../hooks/use-list-state';
import { FilterBar, type FilterBarField } from './filter-bar';

const fields: FilterBarField[] = [
  { field: 'fullName', label: 'Name' },
  { field: 'staffId', label: 'Staff ID' },
  { field: 'department.name', label: 'Department' },
  {
    field: 'status',
    label: 'Status',
    options: ['Active', 'Pending', 'Suspended', 'Resigned', 'Terminated'].map((s) => ({ value: s, label: s })),
  },
];

function Playground({ initial = [], initialDates = {} }: { initial?: ListStateFilter[]; initialDates?: ListDateRange }) {
  const [filters, setFilters] = useState<ListStateFilter[]>(initial);
  const [dateRange, setDateRange] = useState<ListDateRange>(initialDates);
  return (
    <Stack spacing={1}>
      <FilterBar
        label="Staff filters"
        fields={fields}
        search={{ field: 'fullName', label: 'Search by name' }}
        filters={filters}
        onFiltersChange={setFilters}
        dateRange={dateRange}
        onDateRangeChange={setDateRange}
        dateRangeLabel="Created"
      />
      <Typography variant="caption" component="pre">
        {JSON.stringify({ filters, dateRange }, null, 2)}
      </Typography>
    </Stack>
  );
}

const meta = { title: 'Data display/FilterBar', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, field + operator + value, and a created-date range; the state below is what the list hook receives. */
export const Default: Story = { render: () => <Playground /> };

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <Playground />
      <Playground
        initial={[
          { field: 'fullName', operator: '$cont', value: 'Ann' },
          { field: 'status', operator: '$eq', value: 'Active' },
        ]}
        initialDates={{ from: '2026-01-01', to: '2026-03-31' }}
      />
    </Stack>
  ),
};
