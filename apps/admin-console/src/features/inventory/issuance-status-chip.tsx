// An issuance's status in its own words (Issued, Returned, In maintenance, Lost), toned like the status chips.
import { issuanceStatusLabels, type IssuanceStatus } from '@crewbase/domain';
import Chip from '@mui/material/Chip';

const colors = { ISSUED: 'success', RETURNED: 'default', FLAGGED: 'warning', LOST: 'error' } as const;

export function IssuanceStatusChip({ status }: { status: IssuanceStatus }) {
  return <Chip size="small" variant="outlined" color={colors[status]} label={issuanceStatusLabels[status]} sx={{ fontWeight: 600 }} />;
}
