import { configureApiClient } from './configure-api-client';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'staff' });
  });

  it('puts the API origin in front of an upload path, without doubling the /api base', () => {
    expect(mediaUrl('/api/system/media/abc.png')).toBe('http://localhost:3000/api/system/media/abc.png');
  });

  it('follows the configured API, wherever it is deployed', () => {
    configureApiClient({ baseUrl: 'https://api.crewbase.example/v2/api/', area: 'admin' });
    expect(mediaUrl('/api/system/media/abc.png')).toBe('https://api.crewbase.example/api/system/media/abc.png');
  });

  it('leaves absolute, data and blob URLs alone', () => {
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(mediaUrl('blob:http://localhost:4200/6f1c')).toBe('blob:http://localhost:4200/6f1c');
  });

  it('gives nothing for a missing avatar', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});
