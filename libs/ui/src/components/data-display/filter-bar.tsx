// The filters above a list: an optional search box (searching as someone types, after a short pause), a field +
// operator (Contains / Equals to) + value picker, an optional date range, the active filters as removable chips, and
// "Clear all". It only reports changes; useListState keeps them in the address and the api-client turns them into the
// API's filter language.
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../utils/format-date';
import { DateInput } from '../forms/date-input';
import { inputVariantSx } from '../forms/input-variant-sx';
import type { ListDateRange, ListFilterOperator, ListStateChangeOptions, ListStateFilter } from '../../hooks/use-list-state';

export interface FilterBarField {
  field: string;
  label: string;
  /** A fixed set of values (e.g. statuses): the value becomes a select and the operator "Equals to". */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export interface FilterBarOperatorOption {
  value: ListFilterOperator;
  label: string;
}

export interface FilterBarProps {
  /** The fields a person may filter on (the API whitelists the same ones). */
  fields: ReadonlyArray<FilterBarField>;
  filters: ListStateFilter[];
  /** `replace` when a search is refined as someone types (one history entry per search, not one per pause). */
  onFiltersChange: (filters: ListStateFilter[], options?: ListStateChangeOptions) => void;
  /**
   * A search box that filters one field with Contains, e.g. `{ field: 'fullName', label: 'Search by name' }`. It
   * searches SEARCH_DEBOUNCE_MS after the last key, or at once on Enter.
   */
  search?: { field: string; label: string };
  /** Shown with the date inputs only when `onDateRangeChange` is given. */
  dateRange?: ListDateRange;
  onDateRangeChange?: (range: ListDateRange) => void;
  /** What the dates bound, e.g. "Created". */
  dateRangeLabel?: string;
  /** Clears filters and dates at once; without it "Clear all" reports both changes. */
  onClear?: () => void;
  operators?: ReadonlyArray<FilterBarOperatorOption>;
  /** Names the region, e.g. "Staff filters". */
  label?: string;
}

export const FILTER_BAR_OPERATORS: ReadonlyArray<FilterBarOperatorOption> = [
  { value: '$cont', label: 'Contains' },
  { value: '$eq', label: 'Equals to' },
];

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

const same = (a: ListStateFilter, b: Pick<ListStateFilter, 'field' | 'operator'>) =>
  a.field === b.field && a.operator === b.operator;

export function FilterBar({
  fields,
  filters,
  onFiltersChange,
  search,
  dateRange,
  onDateRangeChange,
  dateRangeLabel = 'Date',
  onClear,
  operators = FILTER_BAR_OPERATORS,
  label = 'Filters',
}: FilterBarProps) {
  const id = useId();
  const [field, setField] = useState(fields[0]?.field ?? '');
  const [operator, setOperator] = useState<ListFilterOperator>(operators[0]?.value ?? '$cont');
  const [value, setValue] = useState('');
  const fieldDef = fields.find((f) => f.field === field);
  const effectiveOperator: ListFilterOperator = fieldDef?.options ? '$eq' : operator;

  const searchValue = search ? (filters.find((f) => same(f, { field: search.field, operator: '$cont' }))?.value ?? '') : '';
  const [searchText, setSearchText] = useState(searchValue);
  // Back/forward or a chip removal changes the search filter from outside: show what is applied (keeping what is being
  // typed when it is the same search, e.g. a trailing space before the next word).
  useEffect(() => setSearchText((typed) => (typed.trim() === searchValue ? typed : searchValue)), [searchValue]);

  /** Adds a filter, replacing one on the same field with the same operator. */
  const put = (next: ListStateFilter, options?: ListStateChangeOptions) => {
    const rest = filters.filter((f) => !same(f, next));
    const changed = next.value ? [...rest, next] : rest;
    if (options) onFiltersChange(changed, options);
    else onFiltersChange(changed);
  };

  // Searches as someone types, once they pause. Refining a search replaces its history entry; starting or clearing
  // one is a step of its own, so Back returns to the list as it was before the search.
  const typed = searchText.trim();
  useEffect(() => {
    if (!search || typed === searchValue) return undefined;
    const timer = setTimeout(
      () => put({ field: search.field, operator: '$cont', value: typed }, { replace: searchValue !== '' && typed !== '' }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- put reads the filters of this render; a change of filters restarts the wait anyway
  }, [typed, searchValue, search?.field, filters]);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!field || !text) return;
    put({ field, operator: effectiveOperator, value: text });
    setValue('');
  };

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    if (search) put({ field: search.field, operator: '$cont', value: searchText.trim() });
  };

  const describe = (f: ListStateFilter) => {
    const def = fields.find((d) => d.field === f.field) ?? (search?.field === f.field ? { label: search.label, field: f.field } : undefined);
    const opLabel = operators.find((o) => o.value === f.operator)?.label ?? FILTER_BAR_OPERATORS.find((o) => o.value === f.operator)?.label ?? f.operator;
    const valueLabel = def && 'options' in def ? (def.options?.find((o) => o.value === f.value)?.label ?? f.value) : f.value;
    return `${def?.label ?? f.field} ${opLabel.toLowerCase()} "${valueLabel}"`;
  };

  const hasDates = Boolean(dateRange?.from || dateRange?.to);
  const hasAny = filters.length > 0 || hasDates;
  const clearAll = () => {
    if (onClear) return onClear();
    onFiltersChange([]);
    onDateRangeChange?.({});
  };
  const dateChip = () => {
    const from = formatDate(dateRange?.from ?? null, { month: 'short' });
    const to = formatDate(dateRange?.to ?? null, { month: 'short' });
    if (from && to) return `${dateRangeLabel} ${from} – ${to}`;
    return from ? `${dateRangeLabel} from ${from}` : `${dateRangeLabel} until ${to}`;
  };

  const small = { size: 'small' as const, sx: inputVariantSx('filter') };

  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {search && (
          <Box component="form" role="search" onSubmit={applySearch} sx={{ flex: '1 1 220px', minWidth: 200 }}>
            <TextField
              {...small}
              fullWidth
              label={search.label}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton type="submit" edge="end" size="small" aria-label="Search">
                        <SearchIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        )}

        {fields.length > 0 && (
          <Stack
            component="form"
            aria-label="Add a filter"
            onSubmit={applyFilter}
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              {...small}
              select
              id={`${id}-field`}
              label="Field"
              value={field}
              onChange={(e) => {
                setField(e.target.value);
                setValue('');
              }}
              style={{ minWidth: 150 }}
            >
              {fields.map((f) => (
                <MenuItem key={f.field} value={f.field}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...small}
              select
              id={`${id}-operator`}
              label="Operator"
              value={effectiveOperator}
              disabled={Boolean(fieldDef?.options)}
              onChange={(e) => setOperator(e.target.value as ListFilterOperator)}
              style={{ minWidth: 130 }}
            >
              {(fieldDef?.options ? operators.filter((o) => o.value === '$eq') : operators).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {fieldDef?.options ? (
              <TextField
                {...small}
                select
                id={`${id}-value`}
                label="Value"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                style={{ minWidth: 150 }}
              >
                {fieldDef.options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                {...small}
                id={`${id}-value`}
                label="Value"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                style={{ minWidth: 150 }}
              />
            )}
            <Button type="submit" variant="secondary" startIcon={<FilterListIcon />} disabled={!value.trim()} size="small" sx={{ height: 40 }}>
              Add filter
            </Button>
          </Stack>
        )}

        {onDateRangeChange && (
          <Stack direction="row" useFlexGap sx={{ gap: 1 }} role="group" aria-label={`${dateRangeLabel} range`}>
            <DateInput
              {...small}
              label={`${dateRangeLabel} from`}
              value={dateRange?.from}
              onChange={(from) => onDateRangeChange({ ...dateRange, from })}
              maxDate={dateRange?.to}
            />
            <DateInput
              {...small}
              label={`${dateRangeLabel} to`}
              value={dateRange?.to}
              onChange={(to) => onDateRangeChange({ ...dateRange, to })}
              minDate={dateRange?.from}
            />
          </Stack>
        )}
      </Stack>

      {hasAny && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="list" aria-label="Active filters">
          {filters.map((f) => (
            <RemovableChip
              key={`${f.field}${f.operator}${f.value}`}
              label={describe(f)}
              onRemove={() => onFiltersChange(filters.filter((other) => other !== f))}
            />
          ))}
          {hasDates && onDateRangeChange && <RemovableChip label={dateChip()} onRemove={() => onDateRangeChange({})} />}
          </Stack>
          <Button size="small" variant="text" onClick={clearAll}>
            Clear all
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** One active filter: the whole chip is a button that removes it (click, Enter, Space, Delete or Backspace). */
function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Box role="listitem">
      <Chip size="small" label={label} aria-label={`Remove filter: ${label}`} onClick={onRemove} onDelete={onRemove} />
    </Box>
  );
}
