// A link to a list already filtered on one field (`vendor.id` equals ...), in the list state's address form.
export const filteredListLink = (path: string, field: string, value: string, prefix = ''): string =>
  `${path}?${new URLSearchParams({ [`${prefix}filter`]: `${field}:eq:${value}` }).toString()}`;
