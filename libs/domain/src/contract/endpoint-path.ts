import type { Endpoint } from './endpoint';

/**
 * The concrete path of a call, below the API root: `/api/admin/department/:id` with `{ id }` gives
 * `admin/department/<id>` (each value URI-encoded). A missing value is a programming error, so it throws.
 */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/^\/api\//, '').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
