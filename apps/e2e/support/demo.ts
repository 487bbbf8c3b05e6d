// The demo seed's sign-ins (README): the end-to-end suite runs against that seed.
export const DEMO_PASSWORD = 'Crewbase!2026';
export const demo = {
  superAdmin: { email: 'admin@crewbase.test', fullName: 'Grace Mensah' },
  hrAdmin: { email: 'hr@crewbase.test', fullName: 'Tunde Balogun' },
  staff: { email: 'staff@crewbase.test', fullName: 'Adaeze Nwosu', staffId: 'STF-0001' },
  newStaff: { email: 'new.staff@crewbase.test', fullName: 'Kofi Asante', activationCode: '123456' },
} as const;
