// The short reference a person reads beside a record's title ("Leave ID #3f2a9c1b"): the first eight characters of
// its id, the same for every kind of record. Records carry no number of their own, and the id is already in the URL,
// so the reference is what someone can read out, search for in the address bar and match against a list.
export const RECORD_REFERENCE_LENGTH = 8;

export const recordReference = (id: string): string => `#${id.slice(0, RECORD_REFERENCE_LENGTH)}`;
