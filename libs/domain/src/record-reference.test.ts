import { recordReference } from './record-reference';

describe('recordReference', () => {
  it('is the first eight characters of the id, after a #', () => {
    expect(recordReference('3f2a9c1b-7d4e-4f00-9a1b-2c3d4e5f6a7b')).toBe('#3f2a9c1b');
  });
});
