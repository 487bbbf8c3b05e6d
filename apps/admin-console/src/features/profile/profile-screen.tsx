// /admin/profile: who the signed-in admin is, as the API knows them, with the way to edit it.
import { accountQueries, useMediaUrl } from '@crewbase/data-access-account';
import { ErrorState, formatDate, initialsOf, StatusChip } from '@crewbase/ui';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { readProfileNotice } from './profile-notice';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, py: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ProfileScreen() {
  const profile = useQuery(accountQueries.adminProfile());
  const avatarSrc = useMediaUrl(profile.data?.avatar);
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readProfileNotice(location.state);
  // Drop the notice from history so going back and forth does not announce it again.
  const dismissNotice = () => navigate(location.pathname, { replace: true, state: null });

  const snackbar = (
    <Snackbar open={notice !== null} autoHideDuration={6000} onClose={dismissNotice} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" onClose={dismissNotice}>
        {notice}
      </Alert>
    </Snackbar>
  );

  if (profile.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading your profile">
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        title="We could not load your profile"
        message="Check your connection and try again."
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const me = profile.data;
  return (
    <>
      {snackbar}
      <Card variant="outlined" sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar src={avatarSrc} alt={`${me.fullName}'s photo`} sx={{ width: 96, height: 96, fontSize: 36 }}>
              {initialsOf(me.fullName)}
            </Avatar>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h5" component="h2">
                {me.fullName}
              </Typography>
              <Typography color="text.secondary">{me.role.displayName}</Typography>
            </Box>
            <Button component={Link} to={paths.updateProfile} variant="adminPrimary" startIcon={<EditIcon />}>
              Edit profile
            </Button>
          </Stack>
          <Divider sx={{ my: 3 }} />
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Full name">{me.fullName}</Detail>
            <Detail label="Email address">{me.email}</Detail>
            <Detail label="Phone number">{me.phoneNumber ?? 'Not provided'}</Detail>
            <Detail label="Role">{me.role.displayName}</Detail>
            <Detail label="Status">
              <StatusChip status={me.status} />
            </Detail>
            <Detail label="Member since">{formatDate(me.createdAt, { month: 'short' }) ?? '—'}</Detail>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
