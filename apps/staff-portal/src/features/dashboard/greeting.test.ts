import { greetingFor } from './greeting';

const at = (hour: number) => new Date(2026, 0, 15, hour, 30);

describe('greetingFor', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:30 says %s', (hour, greeting) => {
    expect(greetingFor(at(hour))).toBe(greeting);
  });
});
