import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it('puts the API origin in front of an upload path', () => {
    expect(mediaUrl('/api/system/media/abc.png', 'http://localhost:3000')).toBe('http://localhost:3000/api/system/media/abc.png');
  });

  it('leaves absolute URLs alone and gives nothing for a missing avatar', () => {
    expect(mediaUrl('https://cdn.example/a.png', 'http://localhost:3000')).toBe('https://cdn.example/a.png');
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});
