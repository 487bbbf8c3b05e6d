// The performance area's own navigation (Overview, Setup, Teams, Cycles, Reviews, Appraisals), above every
// performance screen: links, with the area holding the current page marked (aria-current) and underlined.
import Box from '@mui/material/Box';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../app/paths';

const sections = [
  { label: 'Overview', to: paths.performanceOverview },
  { label: 'Setup', to: paths.performanceSetup },
  { label: 'Teams', to: paths.performanceTeams },
  { label: 'Cycles', to: paths.performanceCycles },
  { label: 'Reviews', to: paths.performanceReviews },
  { label: 'Appraisals', to: paths.performanceAppraisals },
] as const;

/** Rewards and penalties are made and kept under Appraisals. */
const sectionOf = (pathname: string) =>
  pathname.startsWith(paths.performanceCreateReward) || pathname.startsWith(paths.performanceCreatePenalty) ? paths.performanceAppraisals : undefined;

export function PerformanceNav() {
  const extra = sectionOf(useLocation().pathname);
  return (
    <>
      <Box component="nav" aria-label="Performance" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}>
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          {sections.map((section) => (
            <li key={section.to}>
              <Box
                component={NavLink}
                to={section.to}
                className={({ isActive }: { isActive: boolean }) =>
                  isActive || extra === section.to ? 'active' : ''
                }
                sx={{
                  display: 'inline-block',
                  px: 2,
                  py: 1.25,
                  color: 'text.secondary',
                  fontWeight: 600,
                  textDecoration: 'none',
                  whiteSpace: 'nowrap',
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&:hover': { color: 'text.primary' },
                  '&.active': { color: 'primary.main', borderColor: 'primary.main' },
                  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {section.label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Outlet />
    </>
  );
}
