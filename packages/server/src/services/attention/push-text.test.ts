import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Notification } from '@gamefolk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTexts, webLocalesDir } from '../../i18n/texts.js';
import { pushText } from './push-text.js';

const row = (type: Notification['type'], extra: number): Notification => ({
  id: 1,
  type,
  read: false,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  related_parameter: 7,
  content: 2,
  extra_parameter: extra,
  actor: { id: 2, username: 'ayse', fullname: 'Ayşe Yılmaz', photoUrl: null },
  post: null,
  organization: null,
  request_status: null,
  subject: null,
});

describe('push text', () => {
  it('names the actor and counts the others who acted, as the web row says it', () => {
    expect(pushText(row('post_liked', 4), 'en')).toBe('Ayşe Yılmaz and 3 others hit your post');
    expect(pushText(row('post_liked', 2), 'en')).toBe('Ayşe Yılmaz and 1 other hit your post');
    expect(pushText(row('followed', 1), 'tr')).toBe('Ayşe Yılmaz seni takip etmeye başladı');
  });

  it("says what happened on a lobby or event in the recipient's language, the lobby's id not read as a count", () => {
    expect(pushText(row('lobbyApproved', 5812), 'tr')).toBe('Ayşe Yılmaz lobi başvurunu onayladı');
    expect(pushText(row('lobbyApplication', 5812), 'es')).toBe('Ayşe Yılmaz se postuló a tu lobby');
    expect(pushText(row('eventReminder', 1), 'en')).toBe("Ayşe Yılmaz starts an event you're going to in an hour");
    expect(pushText(row('eventPromoted', 1), 'es')).toBe('Se liberó una plaza: ahora vas al evento de Ayşe Yılmaz');
  });

  it('names the lobby by its game and the event by its name', () => {
    const lobby = (type: Notification['type']) => ({ ...row(type, 5812), subject: { name: 'Valorant' } });
    const event = (type: Notification['type']) => ({ ...row(type, 1), subject: { name: 'Friday cup' } });
    expect(pushText(lobby('lobbyApplication'), 'en')).toBe('Ayşe Yılmaz applied to your Valorant lobby');
    expect(pushText(lobby('lobbyApproved'), 'tr')).toBe('Ayşe Yılmaz Valorant lobisine başvurunu onayladı');
    expect(pushText(lobby('lobbyRejected'), 'es')).toBe('Ayşe Yılmaz rechazó tu solicitud a su lobby de Valorant');
    expect(pushText(event('eventReminder'), 'en')).toBe('Friday cup by Ayşe Yılmaz starts in an hour');
    expect(pushText(event('eventReminder'), 'tr')).toBe(
      'Ayşe Yılmaz tarafından düzenlenen Friday cup etkinliği bir saat sonra başlıyor',
    );
    expect(pushText(event('eventPromoted'), 'es')).toBe('Se liberó una plaza: ahora vas a Friday cup, de Ayşe Yılmaz');
  });

  it("names the organization, or says 'their organization' once it is gone", () => {
    const invite = { ...row('inviteOrganization', 1), organization: { id: 4, code: 'wolves', name: 'Wolves' } };
    expect(pushText(invite, 'tr')).toBe('Ayşe Yılmaz seni Wolves organizasyonuna davet etti');
    expect(pushText(invite, 'es')).toBe('Ayşe Yılmaz te invitó a unirte a Wolves');
    expect(pushText(row('organizationRoleUpdated', 1), 'en')).toBe(
      'Ayşe Yılmaz updated your role in their organization',
    );
  });

  it("makes the Spanish verb agree by the language's plural rules: one who acted, then two", () => {
    expect(pushText(row('post_liked', 1), 'es')).toBe('Ayşe Yılmaz dio hit a tu publicación');
    expect(pushText(row('post_liked', 2), 'es')).toBe('Ayşe Yılmaz y 1 persona más dieron hit a tu publicación');
    expect(pushText(row('followed', 1), 'es')).toBe('Ayşe Yılmaz empezó a seguirte');
    expect(pushText(row('followed', 2), 'es')).toBe('Ayşe Yılmaz y 1 persona más empezaron a seguirte');
    expect(pushText(row('community_commented', 3), 'es')).toBe(
      'Ayşe Yılmaz y 2 personas más comentaron la publicación de tu organización',
    );
  });

  it('falls back to a plain line when the actor is gone', () => {
    expect(pushText({ ...row('eventPromoted', 1), actor: null }, 'tr')).toBe('Yeni bir bildirimin var');
  });

  describe('read from the locale files the web reads', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gamefolk-locales-'));
    afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

    it('says what the notifications file says, edited or not', () => {
      fs.cpSync(webLocalesDir, copy, { recursive: true });
      const file = path.join(copy, 'es', 'notifications.json');
      const edited = fs
        .readFileSync(file, 'utf8')
        .replace(/"post_liked_other": "[^"]*"/, '"post_liked_other": "<b>{{who}}</b> le dieron un hit a tu post"');
      fs.writeFileSync(file, edited);
      const texts = createTexts(copy);
      expect(pushText(row('post_liked', 2), 'es', texts)).toBe(
        'Ayşe Yılmaz y 1 persona más le dieron un hit a tu post',
      );
      expect(pushText(row('post_liked', 1), 'es', texts)).toBe('Ayşe Yılmaz dio hit a tu publicación');
    });
  });
});
