// The report's one filter as fields: from and to, department, location, status and staff member. Every change goes
// into the address at once (useReportFilter), and with it into the metrics, the charts and the table.
import { peopleQueries } from '@crewbase/data-access-people';
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { DateInput } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDepartmentOptions } from '../performance/department-options';
import { StaffPicker, type StaffOption } from '../people-pickers/staff-picker';
import type { ReportFilter, ReportFilterChange } from './report-filter';

export interface ReportFilterBarProps {
  /** Names the region, e.g. "Driver's licence report filters". */
  label: string;
  filter: ReportFilter;
  onChange: (change: ReportFilterChange) => void;
  onReset: () => void;
  isDefault: boolean;
  /** What the dates bound, e.g. "Expiry" or "Requested". */
  dateLabel: string;
  statusOptions: ReadonlyArray<{ value: string; label: string }>;
}

export function ReportFilterBar({ label, filter, onChange, onReset, isDefault, dateLabel, statusOptions }: ReportFilterBarProps) {
  const departments = useDepartmentOptions();
  const locationList = useQuery(settingsQueries.locations.list(PICKER_QUERY));
  const locations = {
    options: (locationList.data?.data ?? []).map((location) => ({ value: location.id, label: location.name })),
    loadError: locationList.isError ? 'The locations could not be listed.' : undefined,
  };
  // The address holds the staff member's id; the picker shows their name once the profile is read.
  const staff = useQuery({ ...peopleQueries.staffDetail(filter.staffId ?? ''), enabled: Boolean(filter.staffId) });
  const chosenStaff: StaffOption | null = filter.staffId && staff.data ? { id: staff.data.id, staffId: staff.data.staffId, fullName: staff.data.fullName } : null;

  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, minmax(0, 1fr))', xl: '160px 160px repeat(3, minmax(0, 1fr)) minmax(220px, 1.4fr) auto' },
      }}
    >
      <DateInput label={`${dateLabel} from`} value={filter.from} maxDate={filter.to} onChange={(from) => onChange({ from })} size="small" />
      <DateInput label={`${dateLabel} to`} value={filter.to} minDate={filter.from} onChange={(to) => onChange({ to })} size="small" />
      <TextField
        select
        size="small"
        label="Department"
        value={filter.departmentId ?? ''}
        onChange={(event) => onChange({ departmentId: event.target.value })}
        helperText={departments.loadError}
      >
        <MenuItem value="">All departments</MenuItem>
        {departments.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Location"
        value={filter.locationId ?? ''}
        onChange={(event) => onChange({ locationId: event.target.value })}
        helperText={locations.loadError}
      >
        <MenuItem value="">All locations</MenuItem>
        {locations.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Status" value={filter.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
        <MenuItem value="">All statuses</MenuItem>
        {statusOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ '& .MuiFormHelperText-root': { display: 'none' } }}>
        <StaffPicker label="Staff member" size="small" value={chosenStaff} onChange={(next) => onChange({ staffId: next?.id })} />
      </Box>
      <Button variant="secondary" onClick={onReset} disabled={isDefault}>
        Reset
      </Button>
    </Box>
  );
}
