// /admin/inventory/procure/vendors/{id}: a vendor's contact and bank details, with Edit and Delete as the role
// allows, and a link to the procurements raised with it.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { Vendor } from '@crewbase/domain';
import { DetailList, formatDate, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { inventoryProblem } from './inventory-problem';
import { filteredListLink } from './list-link';

export function VendorDetailScreen() {
  const { id = '' } = useParams();
  const vendor = useQuery(inventoryQueries.vendor(id));
  return (
    <RecordLoader query={vendor} what="this vendor" backTo={{ label: 'Back to vendors', to: paths.inventoryVendors }}>
      {(data) => <VendorDetailView vendor={data} />}
    </RecordLoader>
  );
}

function VendorDetailView({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const { remove } = useInventoryMutations('vendor');
  const confirmed = useConfirmedAction({ describeError: inventoryProblem });
  const routeNotice = useRouteNotice();

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmed.notice ?? routeNotice}
      <Stack direction="row" spacing={1.5}>
        {can('update') && (
          <Button component={RouterLink} to={generatePath(paths.inventoryVendorEdit, { id: vendor.id })} variant="adminPrimary">
            Edit vendor
          </Button>
        )}
        {can('delete') && (
          <Button
            variant="danger"
            onClick={() =>
              confirmed.ask({
                title: 'Delete this vendor?',
                description: `${vendor.name} is removed. A vendor a procurement or a maintenance request names stays.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(vendor.id),
                onDone: () => navigate(paths.inventoryVendors, { replace: true, state: { notice: 'Vendor deleted.' } }),
              })
            }
          >
            Delete vendor
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {vendor.name}
          </Typography>
          <DetailList
            label="Vendor details"
            columns={2}
            items={[
              { label: 'Contact person', value: vendor.contactPerson },
              { label: 'Phone number', value: vendor.phoneNumber },
              { label: 'Email', value: vendor.email },
              { label: 'Address', value: vendor.address },
              { label: 'Bank', value: vendor.bankName },
              { label: 'Account name', value: vendor.accountName },
              { label: 'Account number', value: vendor.accountNumber },
              { label: 'Added on', value: formatDate(vendor.createdAt) },
            ]}
          />
          <Link component={RouterLink} to={filteredListLink(paths.inventoryProcurements, 'vendor.id', vendor.id)} sx={{ display: 'inline-block', mt: 2 }}>
            Procurements from {vendor.name}
          </Link>
        </CardContent>
      </Card>
      {confirmed.dialog}
    </Stack>
  );
}
