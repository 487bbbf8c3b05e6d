// The demo seed's sign-ins (README): the end-to-end suite runs against that seed.
export const DEMO_PASSWORD = 'Crewbase!2026';
export const demo = {
  superAdmin: { email: 'admin@crewbase.test', fullName: 'Grace Mensah' },
  hrAdmin: { email: 'hr@crewbase.test', fullName: 'Tunde Balogun' },
  staff: { email: 'staff@crewbase.test', fullName: 'Adaeze Nwosu', staffId: 'STF-0001' },
  /** An active staff member no other test signs in as, so resetting their password disturbs nothing. */
  resetStaff: { email: 'chinedu.okafor@crewbase.test', fullName: 'Chinedu Okafor' },
  newStaff: { email: 'new.staff@crewbase.test', fullName: 'Kofi Asante', activationCode: '123456' },
} as const;
