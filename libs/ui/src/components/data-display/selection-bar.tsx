// What a list with row selection shows above its table while rows are chosen: how many, the actions that take them
// all at once (a bulk decision), and a way to clear the choice. Nothing while none is chosen.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SelectionBarAction {
  label: string;
  tone?: 'primary' | 'danger';
  onClick: () => void;
}

export interface SelectionBarProps {
  /** How many rows are chosen. */
  count: number;
  /** What one row is, for the count: "leave request" reads "2 leave requests selected". */
  noun?: { one: string; many: string };
  actions: readonly SelectionBarAction[];
  onClear: () => void;
}

export function SelectionBar({ count, noun = { one: 'row', many: 'rows' }, actions, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Selected rows"
      sx={(theme) => ({ px: 2, py: 1.25, backgroundColor: theme.crewbase.tokens.surfaceMuted, borderColor: theme.crewbase.tokens.border })}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography role="status" sx={{ fontWeight: 700, mr: 'auto' }}>
          {count} {count === 1 ? noun.one : noun.many} selected
        </Typography>
        {actions.map((action) => (
          <Button key={action.label} variant={action.tone === 'danger' ? 'danger' : 'adminPrimary'} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
        <Button variant="secondary" onClick={onClear}>
          Clear selection
        </Button>
      </Stack>
    </Paper>
  );
}
