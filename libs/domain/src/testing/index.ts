// @crewbase/domain/testing: sample data for unit tests. A separate entry point, never re-exported from the main
// barrel, so production bundles cannot pull it in.
export {
  adminProfileFixture,
  banksFixture,
  fakeAccessToken,
  fakeTokens,
  staffMetricsFixture,
  staffProfileFixture,
  type FakeAccessTokenOptions,
} from './fixtures';
