// /staff/dashboard: a greeting and the person's key work details, all from their real profile.
import { accountQueries } from '@crewbase/data-access-account';
import { dateTimeFormat, PRODUCT_LOCALE, type StaffProfile } from '@crewbase/domain';
import { ErrorState, formatDate, StatusChip, visuallyHidden } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { DetailCard } from './detail-card';
import { greetingFor } from './greeting';
import { LastPayslip } from './last-payslip';
import { PendingReview } from './pending-review';
import { TodaysShift } from './todays-shift';
import { LatestAnnouncements } from './latest-announcements';
import { RequestTiles } from './request-tiles';

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  mt: 3,
} as const;

const todayLabel = (now: Date) =>
  dateTimeFormat(PRODUCT_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);

const facts = (profile: StaffProfile): { label: string; value: ReactNode; icon: ReactNode }[] => [
  { label: 'Staff ID', value: profile.staffId, icon: <BadgeOutlined /> },
  { label: 'Department', value: profile.department?.name ?? 'Not assigned', icon: <ApartmentOutlined /> },
  { label: 'Job title', value: profile.jobTitleName ?? 'Not assigned', icon: <WorkOutlineOutlined /> },
  { label: 'Location', value: profile.location?.name ?? 'Not assigned', icon: <PlaceOutlined /> },
  { label: 'Date joined', value: formatDate(profile.dateJoined) ?? 'Not recorded', icon: <EventOutlined /> },
  { label: 'Status', value: <StatusChip status={profile.status} size="medium" />, icon: <VerifiedUserOutlined /> },
];

export function DashboardScreen() {
  const profile = useQuery(accountQueries.staffProfile());

  if (profile.isPending) return <DashboardSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        title="We could not load your dashboard"
        message={profile.error.message}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const now = new Date();
  const data = profile.data;
  const role = [data.jobTitleName, data.department?.name].filter(Boolean).join(' · ');

  return (
    <>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 2.5, md: 4 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          bgcolor: theme.crewbase.tokens.brandPanel,
          color: theme.crewbase.tokens.onBrandPanel,
          borderColor: 'transparent',
        })}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="body2" sx={{ color: 'inherit', opacity: 0.9 }}>
            {todayLabel(now)}
          </Typography>
          <Typography component="h2" variant="h2" sx={{ color: 'inherit', mt: 0.5, overflowWrap: 'anywhere' }}>
            {greetingFor(now)}, {data.firstName}
          </Typography>
          {role && (
            <Typography sx={{ color: 'inherit', mt: 0.5, opacity: 0.9 }}>{role}</Typography>
          )}
        </Box>
        <Button
          component={RouterLink}
          to={paths.profile}
          variant="contained"
          color="secondary"
          endIcon={<ArrowForward aria-hidden />}
        >
          View my profile
        </Button>
      </Paper>
      <TodaysShift />
      <PendingReview />
      <LastPayslip />

      <Typography component="h2" variant="h4" sx={{ mt: 4 }}>
        Your details
      </Typography>
      <Box sx={cardGrid}>
        {facts(data).map(({ label, value, icon }) => (
          <DetailCard key={label} label={label} value={value} icon={icon} />
        ))}
      </Box>
      <RequestTiles />
      <LatestAnnouncements />
    </>
  );
}

function DashboardSkeleton() {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading your dashboard
      </Box>
      <Skeleton variant="rounded" height={148} />
      <Skeleton variant="text" width={160} sx={{ mt: 4, fontSize: '1.5rem' }} />
      <Box sx={cardGrid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
    </Box>
  );
}
