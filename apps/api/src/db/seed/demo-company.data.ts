// The demo company: a Lagos-based car park operator with a site in Abuja. Demo mode only.
import type { StaffStatus } from '@crewbase/domain';

export const DEMO_PASSWORD = 'Crewbase!2026';
export const DEMO_ACTIVATION_CODE = '123456';

export const demoLocations = [
  { name: 'Head Office', address: '12 Kofo Abayomi Street, Victoria Island', city: 'Lagos' },
  { name: 'Victoria Island Car Park', address: 'Plot 1412 Ahmadu Bello Way, Victoria Island', city: 'Lagos' },
  { name: 'Ikeja City Mall Car Park', address: '194 Obafemi Awolowo Way, Alausa, Ikeja', city: 'Lagos' },
  { name: 'Lekki Phase 1 Car Park', address: 'Admiralty Way, Lekki Phase 1', city: 'Lagos' },
  { name: 'Murtala Muhammed Airport Car Park', address: 'Airport Road, Ikeja', city: 'Lagos' },
  { name: 'Jabi Lake Mall Car Park', address: 'Bala Sokoto Way, Jabi', city: 'Abuja' },
] as const;
export type DemoLocation = (typeof demoLocations)[number]['name'];

export const demoDepartments = [
  { name: 'Operations', description: 'Runs the car parks: entry, exit, valet and shift cover.' },
  { name: 'Finance', description: 'Cash handling, reconciliation, payroll and supplier payments.' },
  { name: 'Human Resources', description: 'Hiring, onboarding, leave, welfare and staff records.' },
  { name: 'Customer Service', description: 'Front desk, customer calls, complaints and memberships.' },
  { name: 'Security', description: 'Site security, patrols and incident reports.' },
  { name: 'Maintenance', description: 'Barriers, lighting, ticket machines and facilities.' },
  { name: 'IT', description: 'Parking systems, payment terminals, CCTV and office IT.' },
] as const;
export type DemoDepartment = (typeof demoDepartments)[number]['name'];

/** Job titles, their department and a believable daily rate in naira. */
export const demoJobTitles: ReadonlyArray<{ name: string; department: DemoDepartment; dailySalary: number }> = [
  { name: 'Parking Attendant', department: 'Operations', dailySalary: 8_500 },
  { name: 'Parking Attendant Supervisor', department: 'Operations', dailySalary: 13_000 },
  { name: 'Valet Driver', department: 'Operations', dailySalary: 10_000 },
  { name: 'Shift Lead', department: 'Operations', dailySalary: 15_000 },
  { name: 'Operations Manager', department: 'Operations', dailySalary: 32_000 },
  { name: 'Cashier', department: 'Finance', dailySalary: 9_500 },
  { name: 'Accountant', department: 'Finance', dailySalary: 22_000 },
  { name: 'Finance Manager', department: 'Finance', dailySalary: 38_000 },
  { name: 'HR Officer', department: 'Human Resources', dailySalary: 18_000 },
  { name: 'HR Business Partner', department: 'Human Resources', dailySalary: 30_000 },
  { name: 'Customer Service Representative', department: 'Customer Service', dailySalary: 9_000 },
  { name: 'Customer Experience Lead', department: 'Customer Service', dailySalary: 17_000 },
  { name: 'Security Officer', department: 'Security', dailySalary: 8_000 },
  { name: 'Security Supervisor', department: 'Security', dailySalary: 12_500 },
  { name: 'Maintenance Technician', department: 'Maintenance', dailySalary: 11_000 },
  { name: 'Facilities Manager', department: 'Maintenance', dailySalary: 27_000 },
  { name: 'IT Support Officer', department: 'IT', dailySalary: 16_000 },
  { name: 'Systems Administrator', department: 'IT', dailySalary: 26_000 },
];

export const demoStaffRoles = [
  { name: 'Staff', description: 'A member of a team.' },
  { name: 'Team Lead', description: 'Leads a shift or a small team.' },
  { name: 'Supervisor', description: 'Supervises a site or a function.' },
  { name: 'Manager', description: 'Manages a department.' },
] as const;

export interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male';
  jobTitle: string;
  location: DemoLocation;
  status: StaffStatus;
  /** Overrides the generated address. */
  email?: string;
  /** Days before the seed date the person joined. */
  joinedDaysAgo: number;
}

/** Staff, STF-0001 first. Every staff status appears; join dates spread over the last three years. */
export const demoStaff: DemoPerson[] = [
  { firstName: 'Adaeze', lastName: 'Nwosu', gender: 'Female', jobTitle: 'Parking Attendant Supervisor', location: 'Victoria Island Car Park', status: 'Active', email: 'staff@crewbase.test', joinedDaysAgo: 1012 },
  { firstName: 'Chinedu', lastName: 'Okafor', gender: 'Male', jobTitle: 'Operations Manager', location: 'Head Office', status: 'Active', joinedDaysAgo: 1088 },
  { firstName: 'Funmilayo', lastName: 'Adeyemi', gender: 'Female', jobTitle: 'Finance Manager', location: 'Head Office', status: 'Active', joinedDaysAgo: 1071 },
  { firstName: 'Ibrahim', lastName: 'Musa', gender: 'Male', jobTitle: 'Security Supervisor', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 1040 },
  { firstName: 'Ngozi', lastName: 'Eze', gender: 'Female', jobTitle: 'HR Business Partner', location: 'Head Office', status: 'Active', joinedDaysAgo: 998 },
  { firstName: 'Olumide', lastName: 'Bakare', gender: 'Male', jobTitle: 'Shift Lead', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 975 },
  { firstName: 'Aisha', lastName: 'Bello', gender: 'Female', jobTitle: 'Customer Experience Lead', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 951 },
  { firstName: 'Emeka', lastName: 'Obi', gender: 'Male', jobTitle: 'Facilities Manager', location: 'Head Office', status: 'Active', joinedDaysAgo: 930 },
  { firstName: 'Yetunde', lastName: 'Oladipo', gender: 'Female', jobTitle: 'Accountant', location: 'Head Office', status: 'Active', joinedDaysAgo: 902 },
  { firstName: 'Segun', lastName: 'Ogunleye', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Victoria Island Car Park', status: 'Resigned', joinedDaysAgo: 889 },
  { firstName: 'Halima', lastName: 'Abdullahi', gender: 'Female', jobTitle: 'Cashier', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 861 },
  { firstName: 'Tobi', lastName: 'Adebayo', gender: 'Male', jobTitle: 'Systems Administrator', location: 'Head Office', status: 'Active', joinedDaysAgo: 840 },
  { firstName: 'Chioma', lastName: 'Okeke', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 822 },
  { firstName: 'Musa', lastName: 'Danjuma', gender: 'Male', jobTitle: 'Security Officer', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 805 },
  { firstName: 'Kemi', lastName: 'Afolabi', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 781 },
  { firstName: 'Uche', lastName: 'Nnamdi', gender: 'Male', jobTitle: 'Valet Driver', location: 'Victoria Island Car Park', status: 'Terminated', joinedDaysAgo: 760 },
  { firstName: 'Bisi', lastName: 'Ogunbiyi', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 744 },
  { firstName: 'Abubakar', lastName: 'Sani', gender: 'Male', jobTitle: 'Security Officer', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 720 },
  { firstName: 'Nkechi', lastName: 'Ibe', gender: 'Female', jobTitle: 'HR Officer', location: 'Head Office', status: 'Active', joinedDaysAgo: 702 },
  { firstName: 'Kunle', lastName: 'Ajayi', gender: 'Male', jobTitle: 'Maintenance Technician', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 688 },
  { firstName: 'Zainab', lastName: 'Yusuf', gender: 'Female', jobTitle: 'Cashier', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 661 },
  { firstName: 'Obinna', lastName: 'Chukwu', gender: 'Male', jobTitle: 'Valet Driver', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 640 },
  { firstName: 'Folake', lastName: 'Ilori', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Murtala Muhammed Airport Car Park', status: 'Suspended', joinedDaysAgo: 622 },
  { firstName: 'Sola', lastName: 'Akinwale', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 598 },
  { firstName: 'Amaka', lastName: 'Onyekachi', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Victoria Island Car Park', status: 'Active', joinedDaysAgo: 581 },
  { firstName: 'Yakubu', lastName: 'Garba', gender: 'Male', jobTitle: 'Security Officer', location: 'Ikeja City Mall Car Park', status: 'Resigned', joinedDaysAgo: 560 },
  { firstName: 'Titilayo', lastName: 'Ogundipe', gender: 'Female', jobTitle: 'Shift Lead', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 538 },
  { firstName: 'Ikechukwu', lastName: 'Nwachukwu', gender: 'Male', jobTitle: 'IT Support Officer', location: 'Head Office', status: 'Active', joinedDaysAgo: 519 },
  { firstName: 'Hauwa', lastName: 'Lawal', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 497 },
  { firstName: 'Damilola', lastName: 'Fashola', gender: 'Female', jobTitle: 'Accountant', location: 'Head Office', status: 'Active', joinedDaysAgo: 476 },
  { firstName: 'Gbenga', lastName: 'Olatunji', gender: 'Male', jobTitle: 'Security Officer', location: 'Victoria Island Car Park', status: 'Active', joinedDaysAgo: 455 },
  { firstName: 'Ifeanyi', lastName: 'Umeh', gender: 'Male', jobTitle: 'Maintenance Technician', location: 'Ikeja City Mall Car Park', status: 'Suspended', joinedDaysAgo: 431 },
  { firstName: 'Rukayat', lastName: 'Salami', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 410 },
  { firstName: 'Babatunde', lastName: 'Alabi', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Victoria Island Car Park', status: 'Active', joinedDaysAgo: 388 },
  { firstName: 'Oluchi', lastName: 'Agu', gender: 'Female', jobTitle: 'Cashier', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 362 },
  { firstName: 'Suleiman', lastName: 'Idris', gender: 'Male', jobTitle: 'Security Officer', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 340 },
  { firstName: 'Ebere', lastName: 'Anyanwu', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 318 },
  { firstName: 'Femi', lastName: 'Oyelaran', gender: 'Male', jobTitle: 'Valet Driver', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 301 },
  { firstName: 'Blessing', lastName: 'Okon', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 279 },
  { firstName: 'Tunde', lastName: 'Ogunsanya', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Murtala Muhammed Airport Car Park', status: 'Terminated', joinedDaysAgo: 262 },
  { firstName: 'Esther', lastName: 'Edet', gender: 'Female', jobTitle: 'Security Officer', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 240 },
  { firstName: 'Chukwuemeka', lastName: 'Eze', gender: 'Male', jobTitle: 'Maintenance Technician', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 221 },
  { firstName: 'Mariam', lastName: 'Aliyu', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Jabi Lake Mall Car Park', status: 'Active', joinedDaysAgo: 205 },
  { firstName: 'Lanre', lastName: 'Odukoya', gender: 'Male', jobTitle: 'Shift Lead', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 187 },
  { firstName: 'Ifeoma', lastName: 'Okoro', gender: 'Female', jobTitle: 'HR Officer', location: 'Head Office', status: 'Active', joinedDaysAgo: 169 },
  { firstName: 'Danladi', lastName: 'Bako', gender: 'Male', jobTitle: 'Security Officer', location: 'Ikeja City Mall Car Park', status: 'Suspended', joinedDaysAgo: 150 },
  { firstName: 'Adebola', lastName: 'Oshodi', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Victoria Island Car Park', status: 'Active', joinedDaysAgo: 134 },
  { firstName: 'Chibuzor', lastName: 'Ani', gender: 'Male', jobTitle: 'IT Support Officer', location: 'Head Office', status: 'Active', joinedDaysAgo: 118 },
  { firstName: 'Tolani', lastName: 'Bankole', gender: 'Female', jobTitle: 'Cashier', location: 'Victoria Island Car Park', status: 'Resigned', joinedDaysAgo: 101 },
  { firstName: 'Nasiru', lastName: 'Usman', gender: 'Male', jobTitle: 'Valet Driver', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 88 },
  { firstName: 'Precious', lastName: 'Etim', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 73 },
  { firstName: 'Oluwaseun', lastName: 'Adeleke', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Lekki Phase 1 Car Park', status: 'Active', joinedDaysAgo: 61 },
  { firstName: 'Jumoke', lastName: 'Akande', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Murtala Muhammed Airport Car Park', status: 'Active', joinedDaysAgo: 47 },
  { firstName: 'Kelechi', lastName: 'Iwu', gender: 'Male', jobTitle: 'Security Officer', location: 'Victoria Island Car Park', status: 'Active', joinedDaysAgo: 38 },
  { firstName: 'Fatima', lastName: 'Shehu', gender: 'Female', jobTitle: 'Cashier', location: 'Ikeja City Mall Car Park', status: 'Active', joinedDaysAgo: 29 },
  { firstName: 'Victor', lastName: 'Onoh', gender: 'Male', jobTitle: 'Maintenance Technician', location: 'Jabi Lake Mall Car Park', status: 'Pending', joinedDaysAgo: 19 },
  { firstName: 'Omolara', lastName: 'Ekpo', gender: 'Female', jobTitle: 'Customer Service Representative', location: 'Murtala Muhammed Airport Car Park', status: 'Pending', joinedDaysAgo: 14 },
  { firstName: 'Sadiq', lastName: 'Mohammed', gender: 'Male', jobTitle: 'Parking Attendant', location: 'Jabi Lake Mall Car Park', status: 'Pending', joinedDaysAgo: 9 },
  { firstName: 'Ada', lastName: 'Ikenna', gender: 'Female', jobTitle: 'Parking Attendant', location: 'Victoria Island Car Park', status: 'Pending', joinedDaysAgo: 6 },
  { firstName: 'Kofi', lastName: 'Asante', gender: 'Male', jobTitle: 'Valet Driver', location: 'Victoria Island Car Park', status: 'Pending', email: 'new.staff@crewbase.test', joinedDaysAgo: 3 },
];

export const demoAdmins = [
  { firstName: 'Grace', lastName: 'Mensah', email: 'admin@crewbase.test', phoneNumber: '+234 803 555 0101', role: 'Super Admin', status: 'Active' },
  { firstName: 'Tunde', lastName: 'Balogun', email: 'hr@crewbase.test', phoneNumber: '+234 802 555 0142', role: 'HR Manager', status: 'Active' },
  { firstName: 'Bola', lastName: 'Adewale', email: 'bola.adewale@crewbase.test', phoneNumber: null, role: 'HR Manager', status: 'Inactive' },
] as const;

/** The sign-ins printed at start in demo mode. */
export const demoSignIns = [
  { area: 'admin', email: 'admin@crewbase.test', who: 'Grace Mensah, Super Admin' },
  { area: 'admin', email: 'hr@crewbase.test', who: 'Tunde Balogun, HR Manager (no payroll, roles or permissions)' },
  { area: 'admin', email: 'sitemanager@crewbase.test', who: 'Emeka Obi, Site Manager (requisitions only)' },
  { area: 'staff', email: 'staff@crewbase.test', who: 'Adaeze Nwosu, STF-0001' },
  { area: 'staff', email: 'new.staff@crewbase.test', who: `Kofi Asante, awaiting activation (code ${DEMO_ACTIVATION_CODE})` },
] as const;
