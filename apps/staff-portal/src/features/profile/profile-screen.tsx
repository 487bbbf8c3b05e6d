// /staff/profile: the person's own record as HR keeps it, and what they change themselves: their photo, contact
// details and next of kin (at once, /staff/profile/edit) and bank details (an admin approves, /staff/profile/bank-details).
import { accountQueries, useMediaUrl } from '@crewbase/data-access-account';
import type { StaffProfile } from '@crewbase/domain';
import { AvatarUpload, ErrorState, formatDate, StatusChip, visuallyHidden } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { routeNotice } from '../requests/route-notice';
import { AVATAR_TYPES } from './avatar-file-problem';
import { BankDetailsSection } from './bank-details-section';
import { NOT_PROVIDED, ProfileDetails } from './profile-details';
import { useChangeAvatar } from './use-change-avatar';

const orNotProvided = (value: string | null | undefined) => value || NOT_PROVIDED;

const workDetails = (profile: StaffProfile) => [
  { label: 'Staff ID', value: profile.staffId },
  { label: 'Department', value: orNotProvided(profile.department?.name) },
  { label: 'Job title', value: orNotProvided(profile.jobTitleName) },
  { label: 'Location', value: orNotProvided(profile.location?.name) },
  { label: 'Status', value: <StatusChip status={profile.status} /> },
  { label: 'Date joined', value: orNotProvided(formatDate(profile.dateJoined)) },
];

const personalDetails = (profile: StaffProfile) => [
  { label: 'First name', value: profile.firstName },
  { label: 'Last name', value: profile.lastName },
  { label: 'Email address', value: profile.email },
  { label: 'Phone number', value: orNotProvided(profile.phoneNumber) },
  { label: 'Gender', value: orNotProvided(profile.gender) },
  { label: 'Date of birth', value: orNotProvided(formatDate(profile.dateOfBirth)) },
  { label: 'Address', value: orNotProvided(profile.address) },
];

const nextOfKinDetails = (profile: StaffProfile) => [
  { label: 'Name', value: orNotProvided(profile.nextOfKin.name) },
  { label: 'Relationship', value: orNotProvided(profile.nextOfKin.relationship) },
  { label: 'Their phone number', value: orNotProvided(profile.nextOfKin.phoneNumber) },
];

export function ProfileScreen() {
  const profile = useQuery(accountQueries.staffProfile());
  const avatar = useChangeAvatar();
  const avatarSrc = useMediaUrl(profile.data?.avatar);
  const location = useLocation();
  const notice = routeNotice(location.state);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState title="We could not load your profile" message={profile.error.message} onRetry={() => void profile.refetch()} />
    );
  }

  const data = profile.data;
  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {data.fullName}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {[data.jobTitleName, data.staffId].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <AvatarUpload
            src={avatarSrc}
            name={data.fullName}
            progress={avatar.progress}
            onFileSelected={(file) => void avatar.changeAvatar(file)}
            error={avatar.error}
            accept={AVATAR_TYPES.join(',')}
          />
        </Stack>
        {avatar.saved && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            Your photo has been updated.
          </Alert>
        )}
      </Paper>
      <ProfileDetails title="Work details" items={workDetails(data)} />
      <ProfileDetails title="Personal details" items={personalDetails(data)} />
      <ProfileDetails title="Next of kin" items={nextOfKinDetails(data)} />
      <Box>
        <Button component={RouterLink} to={paths.profileEdit} variant="outlined">
          Edit phone, address and next of kin
        </Button>
      </Box>
      <BankDetailsSection profile={data} />
      <Typography variant="body2" color="text.secondary">
        Something else wrong or missing? Your HR team keeps the other details up to date: ask them to correct it.
      </Typography>
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading your profile
      </Box>
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}
