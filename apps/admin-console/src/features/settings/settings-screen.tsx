// /admin/settings: one card per settings area the role may open.
import type { PermissionResource } from '@crewbase/domain';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import EventIcon from '@mui/icons-material/Event';
import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { NotAllowed } from '../access/not-allowed';
import { useCan } from '../access/use-can';

interface SettingsCard {
  title: string;
  description: string;
  to: string;
  resource: PermissionResource;
  icon: ReactNode;
}

const cards: SettingsCard[] = [
  { title: 'Departments', description: 'The parts of the company staff belong to.', to: paths.settingsDepartments, resource: 'department', icon: <ApartmentIcon /> },
  { title: 'Job Titles', description: 'What people do, optionally within a department.', to: paths.settingsJobs, resource: 'job-title', icon: <WorkIcon /> },
  { title: 'Staff Roles', description: 'Staff, team lead, supervisor, manager…', to: paths.settingsStaffRoles, resource: 'staff-role', icon: <BadgeIcon /> },
  { title: 'Locations', description: 'Sites where staff are scheduled.', to: paths.settingsLocations, resource: 'location', icon: <PlaceIcon /> },
  { title: 'Leave Types', description: 'Annual, sick, maternity…: entitlements and rules.', to: paths.settingsLeaveTypes, resource: 'leave-type', icon: <BeachAccessIcon /> },
  { title: 'Public Holidays', description: 'Days no one works: not counted as leave, marked on schedules.', to: paths.settingsPublicHolidays, resource: 'public-holiday', icon: <EventIcon /> },
  { title: 'Roles', description: 'Admin roles and the permissions each grants.', to: paths.settingsRoles, resource: 'roles', icon: <AdminPanelSettingsIcon /> },
  { title: 'Payroll', description: 'Tax bands, pension and housing-fund rates, pay day.', to: paths.payrollSettings, resource: 'payroll', icon: <PaymentsIcon /> },
  { title: 'Permissions', description: 'The catalogue of what roles can be allowed to do.', to: paths.settingsPermissions, resource: 'permissions', icon: <KeyIcon /> },
];

export function SettingsScreen() {
  const can = useCan();
  const shown = cards.filter((card) => can(card.resource, 'read'));
  if (shown.length === 0) return <NotAllowed what="any settings" />;
  return (
    <Box component="ul" aria-label="Settings areas" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
      {shown.map((card) => (
        <li key={card.to}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden>
                  {card.icon}
                </Box>
                <Box>
                  <Typography variant="h6" component="h2">
                    {card.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.description}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
