import { humanize } from './humanize';

describe('humanize', () => {
  it.each([
    ['REPAYMENT_IN_PROGRESS', 'Repayment in progress'],
    ['Not_Started', 'Not started'],
    ['dueToExpire', 'Due to expire'],
    ['on-hold', 'On hold'],
    ['Active', 'Active'],
  ])('%s -> %s', (input, expected) => {
    expect(humanize(input)).toBe(expected);
  });
});
