import { endpointPath } from './endpoint-path';

describe('endpointPath', () => {
  it('drops the /api root and fills each parameter, URI-encoded', () => {
    expect(endpointPath({ path: '/api/admin/department/:id' }, { id: 'a b/c' })).toBe('admin/department/a%20b%2Fc');
    expect(endpointPath({ path: '/api/staff/messages/mark-as-read/:id' }, { id: '42' })).toBe('staff/messages/mark-as-read/42');
    expect(endpointPath({ path: '/api/admin/department' })).toBe('admin/department');
  });

  it('refuses a call that leaves a parameter out, instead of sending a request to the wrong path', () => {
    expect(() => endpointPath({ path: '/api/admin/department/:id' }, {})).toThrow(':id');
  });
});
