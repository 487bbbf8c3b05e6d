// Sample schedule answers for this feature's tests, checked against the domain schemas so they cannot drift.
import {
  daysOfWeek,
  locationScheduleSummarySchema,
  locationScheduleWeekSchema,
  shiftSchema,
  type LocationScheduleSummary,
  type Shift,
  type Weekday,
} from '@crewbase/domain';

export const VI = { id: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', name: 'Victoria Island Car Park' };
export const ADAEZE = { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', staffId: 'STF-0001', fullName: 'Adaeze Nwosu', status: 'Active' as const };
export const IBRAHIM = { id: '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', staffId: 'STF-0004', fullName: 'Ibrahim Musa', status: 'Active' as const };

export const page = <T>(data: T[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: data.length ? 1 : 0 });

export function summaryOf(week: string, counts: Partial<Record<Weekday, number>>, location = VI): LocationScheduleSummary {
  const days = daysOfWeek(week).map((day) => ({ ...day, shiftCount: counts[day.dayOfWeek] ?? 0 }));
  return locationScheduleSummarySchema.parse({
    location,
    week,
    shiftCount: days.reduce((sum, day) => sum + day.shiftCount, 0),
    staffCount: Object.keys(counts).length ? 1 : 0,
    days,
  });
}

export function shiftOf(week: string, dayOfWeek: Weekday, startTime: string, endTime: string, staff = ADAEZE): Shift {
  const date = daysOfWeek(week).find((day) => day.dayOfWeek === dayOfWeek)!.date;
  return shiftSchema.parse({
    id: `${staff.staffId}-${dayOfWeek}`, week, dayOfWeek, date, startTime, endTime, overnight: endTime < startTime,
    startsAt: `${date}T${startTime}`, endsAt: `${date}T${endTime}`, location: VI, staff,
    createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  });
}

export function locationWeekOf(week: string, shifts: Shift[] = []) {
  return locationScheduleWeekSchema.parse({
    week,
    location: VI,
    days: daysOfWeek(week).map((day) => ({ ...day, shifts: shifts.filter((shift) => shift.dayOfWeek === day.dayOfWeek) })),
  });
}
