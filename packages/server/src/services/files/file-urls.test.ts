import { describe, expect, it } from 'vitest';
import { framedForClient, withPublicFileUrls, withStoredFileUrls } from './file-urls.js';

const key = 'AbCdEfGhIjKlMnOpQrStUvWx.jpg';
const cdn = 'https://cdn.gamefolk.test/files';

describe('file URLs and CDN_URL', () => {
  it('puts stored files of an answer on the CDN, and leaves text, HTML and other URLs alone', () => {
    const answer = {
      photoUrl: `/files/${key}`,
      content: `<p><img src="/files/${key}"></p>`,
      link: 'https://example.com/files/x.png',
      nested: [{ logoUrl: `/files/${key}` }],
      when: new Date(0),
    };
    expect(withPublicFileUrls(answer, cdn)).toEqual({
      ...answer,
      photoUrl: `${cdn}/${key}`,
      nested: [{ logoUrl: `${cdn}/${key}` }],
    });
    expect(withPublicFileUrls(answer, undefined)).toBe(answer);
  });

  it('reads CDN URLs sent back as the /files/ path, and nothing else', () => {
    expect(withStoredFileUrls({ a: `${cdn}/${key}`, b: `${cdn}/../../etc/passwd`, c: 'hi' }, cdn)).toEqual({
      a: `/files/${key}`,
      b: `${cdn}/../../etc/passwd`,
      c: 'hi',
    });
  });

  it('sends socket frames with CDN photo URLs, or the shared JSON untouched', () => {
    const frame = { type: 'message', message: { id: 1, photoUrl: `/files/${key}`, text: 'gg' } };
    const json = JSON.stringify(frame);
    expect(JSON.parse(framedForClient({ config: { cdnUrl: cdn } }, frame, json))).toEqual({
      type: 'message',
      message: { id: 1, photoUrl: `${cdn}/${key}`, text: 'gg' },
    });
    expect(framedForClient({ config: { cdnUrl: undefined } }, frame, json)).toBe(json);
  });
});
