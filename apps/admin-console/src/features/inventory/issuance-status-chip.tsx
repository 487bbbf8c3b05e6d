// An issuance's status in its own words (Issued, Returned, In maintenance, Lost), in the product's status tones.
import { issuanceStatusLabels, type IssuanceStatus } from '@crewbase/domain';
import { StatusChip } from '@crewbase/ui';

export function IssuanceStatusChip({ status }: { status: IssuanceStatus }) {
  return <StatusChip status={status} label={issuanceStatusLabels[status]} />;
}
