// Answers of the report endpoints, parsed with the contract's schemas, for the report screens' tests.
import {
  driverLicenceReportMetricsSchema,
  driverLicenceReportRowSchema,
  staffDetailSchema,
  type DriverLicenceReportMetrics,
  type DriverLicenceReportRow,
  type ListFilter,
  type StaffDetail,
} from '@crewbase/domain';

export const OPERATIONS = { id: '3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', name: 'Operations' };
export const IKEJA = { id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: 'Ikeja City Mall Car Park' };

export const licenceRow = (overrides: Partial<DriverLicenceReportRow> = {}): DriverLicenceReportRow =>
  driverLicenceReportRowSchema.parse({
    id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e',
    staff: { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
    staffStatus: 'Active',
    department: OPERATIONS,
    location: IKEJA,
    number: 'LAG-12345',
    expiry: '2027-06-30',
    verified: true,
    status: 'VERIFIED',
    daysLeft: 216,
    ...overrides,
  });

export const expiredRow = licenceRow({
  id: '9e2d7b47-4f5a-4b68-8e1f-2a3b4c5d6e7f',
  staff: { id: '9e2d7b47-4f5a-4b68-8e1f-2a3b4c5d6e7f', staffId: 'STF-0002', fullName: 'Tunde Balogun' },
  number: 'LAG-99881',
  expiry: '2026-10-01',
  verified: false,
  status: 'EXPIRED',
  daysLeft: -56,
});

export const unverifiedRow = licenceRow({
  id: 'a0f3e8c5-5a6b-4c79-9f2a-3b4c5d6e7f80',
  staff: { id: 'a0f3e8c5-5a6b-4c79-9f2a-3b4c5d6e7f80', staffId: 'STF-0003', fullName: 'Chioma Okeke' },
  number: 'ABJ-44556',
  expiry: '2027-03-01',
  verified: false,
  status: 'UNVERIFIED',
  daysLeft: 95,
});

const card = (key: string, label: string, value: number, filters: ListFilter[]) => ({ key, label, value, unit: 'count' as const, filters });

/** The licence metrics for the given rows (every figure counted from them, as the API does). */
export const licenceMetrics = (rows: DriverLicenceReportRow[]): DriverLicenceReportMetrics => {
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const statusCard = (key: string, label: string, status: string) => card(key, label, count(status), [{ field: 'status', operator: '$eq', value: status }]);
  return driverLicenceReportMetricsSchema.parse({
    window: { from: null, to: null },
    total: rows.length,
    cards: [
      card('total', 'Licences', rows.length, []),
      statusCard('verified', 'Verified', 'VERIFIED'),
      statusCard('unverified', 'Unverified', 'UNVERIFIED'),
      statusCard('dueToExpire', 'Due to expire', 'DUE_TO_EXPIRE'),
      statusCard('expired', 'Expired', 'EXPIRED'),
    ],
    charts: {
      byMonth: { title: 'Expiring by month', series: [{ key: 'count', label: 'Licences', unit: 'count' }], points: [{ key: '2026-10', label: '2026-10', values: { count: 1 } }] },
      byDepartment: { title: 'Licences by department', series: [{ key: 'count', label: 'Licences', unit: 'count' }], points: [{ key: OPERATIONS.id, label: OPERATIONS.name, values: { count: rows.length } }] },
      byStatus: {
        title: 'Licences by status',
        series: [{ key: 'count', label: 'Licences', unit: 'count' }],
        points: ['VERIFIED', 'UNVERIFIED', 'DUE_TO_EXPIRE', 'EXPIRED'].map((status) => ({ key: status, label: status, values: { count: count(status) } })),
      },
    },
    generatedAt: '2026-11-26T08:00:00.000Z',
    asOf: '2026-11-26',
    dueWithinDays: 30,
  });
};

export const staffDetail = (row: DriverLicenceReportRow): StaffDetail =>
  staffDetailSchema.parse({
    id: row.id,
    staffId: row.staff.staffId,
    firstName: row.staff.fullName.split(' ')[0],
    lastName: row.staff.fullName.split(' ')[1],
    fullName: row.staff.fullName,
    email: 'chioma@crewbase.test',
    phoneNumber: null,
    avatar: null,
    gender: null,
    dateOfBirth: null,
    address: null,
    status: 'Active',
    department: OPERATIONS,
    jobTitle: null,
    jobTitleName: null,
    location: IKEJA,
    staffRole: null,
    dailySalary: null,
    bank: null,
    accountNumber: null,
    benefits: [],
    driverLicence: { number: row.number, expiry: row.expiry, verified: true, status: 'VERIFIED', document: null },
    terminationReason: null,
    accountName: null,
    nextOfKin: { name: null, relationship: null, phoneNumber: null },
    activated: true,
    invitation: null,
    dateJoined: '2025-02-01',
    createdAt: '2025-02-01T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
  });

export const page = <T,>(rows: T[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: 1 });
