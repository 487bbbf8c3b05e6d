// Loaded on demand by accountQueries (see there).
export { profileApi } from '@crewbase/api-client';
