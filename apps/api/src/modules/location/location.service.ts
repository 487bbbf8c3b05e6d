// Locations: names unique case-insensitively; a location in use (staff, and later schedules and inventory, through
// their foreign keys) cannot be deleted.
import type { CreateLocationInput, UpdateLocationInput } from '@crewbase/domain';
import { namedRecordService } from '../../platform/named-records';
import * as repo from './location.repository';

const locations = namedRecordService({
  entity: 'location',
  label: 'location',
  repo: {
    ...repo,
    resource: repo.locationResource,
    insert: (db, input: CreateLocationInput) => repo.insert(db, { name: input.name, address: input.address ?? null, city: input.city ?? null }),
    update: (db, id, input: UpdateLocationInput) => repo.update(db, id, input),
    usage: async (db, id) => [[(await repo.usage(db, id)).staff, 'staff member', 'staff']],
  },
});

export const { list: listLocations, exportList: exportLocations, get: getLocation, create: createLocation, update: updateLocation, remove: deleteLocation } = locations;
