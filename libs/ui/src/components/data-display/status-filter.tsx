// One-click status filters above a list: "All" and one toggle button per status, each with how many rows it holds
// under the list's other filters (the list's status counts endpoint), so "what waits for me" is one click and visible
// before it is clicked. Exactly one is pressed; the buttons' names carry the count ("Pending (3)"). A count the server
// stopped at its cap shows as "10,000+" and is named "more than 10,000" (a search's cap: "1,000+").
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatCount } from '@crewbase/locale';
import { formatListTotal } from '../../utils/format-list-total';

export interface StatusFilterOption {
  value: string;
  label: string;
}

export interface StatusFilterProps {
  /** Names the group, e.g. "Filter by status". */
  label?: string;
  options: ReadonlyArray<StatusFilterOption>;
  /** The status filtered on; undefined is "All". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Rows per status and in all, once known; the buttons show no numbers until then. */
  counts?: { counts: Readonly<Record<string, number>>; total: number; totalCapped?: boolean; capped?: readonly string[] };
  /** The first button's words ("All"). */
  allLabel?: string;
}

const ALL = '';

export function StatusFilter({ label = 'Filter by status', options, value, onChange, counts, allLabel = 'All' }: StatusFilterProps) {
  const buttons = [
    { value: ALL, label: allLabel, count: counts?.total, capped: counts?.totalCapped },
    ...options.map((option) => ({ value: option.value, label: option.label, count: counts?.counts[option.value], capped: counts?.capped?.includes(option.value) })),
  ];
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value ?? ALL}
      // Pressing the pressed button again keeps it (null): one filter is always shown as chosen.
      onChange={(_event, next: string | null) => {
        if (next !== null) onChange(next === ALL ? undefined : next);
      }}
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '999px !important', mx: 0 } }}
    >
      {buttons.map((button) => (
        <ToggleButton
          key={button.value}
          value={button.value}
          aria-label={button.count === undefined ? button.label : `${button.label} (${formatListTotal({ total: button.count, totalCapped: button.capped })})`}
          // Full-strength text both ways (the grouped button's default grey fails contrast at this size); the pressed one
          // is filled with the primary colour.
          sx={{
            textTransform: 'none',
            px: 1.75,
            py: 0.5,
            gap: 1,
            fontWeight: 600,
            color: 'text.primary',
            '&.Mui-selected, &.Mui-selected:hover': { color: 'primary.contrastText', bgcolor: 'primary.main' },
          }}
        >
          {button.label}
          {button.count !== undefined && (
            <Box
              component="span"
              aria-hidden
              sx={{ minWidth: 24, px: 0.75, borderRadius: 999, border: 1, borderColor: 'currentColor', fontSize: '0.75rem', lineHeight: '18px', textAlign: 'center' }}
            >
              {`${formatCount(button.count)}${button.capped ? '+' : ''}`}
            </Box>
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
