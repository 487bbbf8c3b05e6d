// The schedule screens' routes, inside the admin layout. Each screen is its own lazy chunk.
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const ScheduleOverviewScreen = lazyScreen(() => import('./schedule-overview-screen').then((m) => ({ default: m.ScheduleOverviewScreen })));
const CreateByLocationScreen = lazyScreen(() => import('./create-by-location-screen').then((m) => ({ default: m.CreateByLocationScreen })));
const CreateByStaffScreen = lazyScreen(() => import('./create-by-staff-screen').then((m) => ({ default: m.CreateByStaffScreen })));
const LocationWeekScreen = lazyScreen(() => import('./location-week-screen').then((m) => ({ default: m.LocationWeekScreen })));
const LocationDayScreen = lazyScreen(() => import('./location-day-screen').then((m) => ({ default: m.LocationDayScreen })));
const ShiftTemplatesScreen = lazyScreen(() => import('./shift-templates-screen').then((m) => ({ default: m.ShiftTemplatesScreen })));
const EditLocationDayScreen = lazyScreen(() => import('./edit-location-day-screen').then((m) => ({ default: m.EditLocationDayScreen })));

const trail = (...more: Breadcrumb[]): Breadcrumb[] => [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Schedule', to: paths.schedule },
  ...more,
];
const handle = (title: string, breadcrumbs: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs });
/** A form that creates shifts opens only for a role that may finish it; a forced address shows the no-access screen. */
const creating = (Screen: ComponentType) => (
  <RequirePermission resource="schedule" action="create" what="new schedules">
    {lazyElement(Screen)}
  </RequirePermission>
);

export const scheduleRoutes = (): RouteObject[] => [
  {
    path: paths.schedule,
    element: lazyElement(ScheduleOverviewScreen),
    handle: handle('Schedule', [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Schedule' }]),
  },
  {
    path: paths.scheduleCreateByLocation,
    element: creating(CreateByLocationScreen),
    handle: handle('Add Schedule', trail({ label: 'Add Schedule' })),
  },
  {
    path: paths.scheduleCreateByStaff,
    element: creating(CreateByStaffScreen),
    handle: handle('Add Schedule by Staff', trail({ label: 'Add Schedule' })),
  },
  {
    path: paths.scheduleTemplates,
    element: lazyElement(ShiftTemplatesScreen),
    handle: handle('Shift Templates', trail({ label: 'Shift Templates' })),
  },
  {
    path: paths.scheduleLocationWeek,
    element: lazyElement(LocationWeekScreen),
    handle: handle('Location Schedule', trail({ label: 'Location Schedule' })),
  },
  {
    path: paths.scheduleLocationDay,
    element: lazyElement(LocationDayScreen),
    handle: handle('Day Schedule', trail({ label: 'Day Schedule' })),
  },
  {
    path: paths.scheduleEditLocationDay,
    element: lazyElement(EditLocationDayScreen),
    handle: handle('Edit Day Schedule', trail({ label: 'Edit Day Schedule' })),
  },
];
