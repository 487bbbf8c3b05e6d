// An item's stock health as a chip (Healthy, Low, Out of stock), coloured like the status chips, with its words so
// colour is never the only sign.
import { stockHealthLabels, type StockHealth } from '@crewbase/domain';
import Chip from '@mui/material/Chip';

const colors = { HEALTHY: 'success', LOW: 'warning', OUT: 'error' } as const;

export function StockHealthChip({ health }: { health: StockHealth }) {
  return <Chip size="small" variant="outlined" color={colors[health]} label={stockHealthLabels[health]} sx={{ fontWeight: 600 }} />;
}
