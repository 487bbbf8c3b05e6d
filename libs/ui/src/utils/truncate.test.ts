import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of up to 20 characters as it is', () => {
    expect(truncate('Victoria Island Park', 20)).toBe('Victoria Island Park');
  });

  it('cuts longer text at 20 characters and adds an ellipsis', () => {
    expect(truncate('Parking Attendant Supervisor', 20)).toBe('Parking Attendant Su…');
  });

  it('cuts at 30 characters', () => {
    const text = 'Annual leave for the family wedding in Accra';
    expect(truncate(text, 30)).toBe('Annual leave for the family we…');
    expect(truncate(text.slice(0, 30), 30)).toBe(text.slice(0, 30));
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Operations and logistics team', 11)).toBe('Operations…');
  });

  it('never splits an emoji', () => {
    expect(truncate('🚗🚗🚗🚗', 2)).toBe('🚗🚗…');
  });

  it('turns missing text into an empty string', () => {
    expect(truncate(undefined, 20)).toBe('');
    expect(truncate(null, 30)).toBe('');
  });
});
