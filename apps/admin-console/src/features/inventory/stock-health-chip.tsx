// An item's stock health as a status chip (Healthy, Low, Out of stock): the product's status tones, whose contrast holds
// in light and dark, with its words so colour is never the only sign.
import { stockHealthLabels, type StockHealth } from '@crewbase/domain';
import { StatusChip } from '@crewbase/ui';

export function StockHealthChip({ health }: { health: StockHealth }) {
  return <StatusChip status={health} label={stockHealthLabels[health]} />;
}
