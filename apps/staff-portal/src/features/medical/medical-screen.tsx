// /staff/medical-assistance: the person's medical assistance requests, newest first, paged by the server.
import { listQueryFromState } from '@crewbase/api-client';
import { medicalQueries } from '@crewbase/data-access-medical';
import type { MedicalAssistance } from '@crewbase/domain';
import { formatDate, formatMoney, truncate, useListState, type RecordCardItem } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { MyRequestCards } from '../requests/my-request-cards';

const toCard = (request: MedicalAssistance): RecordCardItem => ({
  id: request.id,
  to: generatePath(paths.medicalDetail, { id: request.id }),
  title: formatMoney(request.amount),
  subtitle: truncate(request.reason, 30),
  meta: `Requested ${formatDate(request.createdAt, { month: 'short' })}${request.paid === 'PAID' ? ' · Paid' : ''}`,
  status: request.status,
});

export function MedicalScreen() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const requests = useQuery(medicalQueries.myList(listQueryFromState(list.state)));

  const requestButton = (
    <Button component={RouterLink} to={paths.medicalRequest} variant="contained" startIcon={<Add aria-hidden />}>
      Request assistance
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="medical-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="medical-heading" component="h2" variant="h4">
          My medical assistance requests
        </Typography>
        {requestButton}
      </Stack>
      <MyRequestCards
        label="My medical assistance requests"
        list={list}
        requests={requests}
        toCard={toCard}
        errorTitle="We could not load your medical assistance requests"
        emptyTitle="No medical assistance requests yet"
        emptyDescription="Ask for help with a medical cost and attach the receipts; your requests and their decisions show here."
        emptyAction={requestButton}
      />
    </Box>
  );
}
