import { languages, notificationTypes, type Language, type Notification } from '@gamefolk/contract';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeNotification, rowText, type NotificationsT } from './describe';

type Tree = Record<string, unknown>;
const files = import.meta.glob<Tree>('../../i18n/locales/*/notifications.json', { eager: true, import: 'default' });
const translators = new Map<Language, NotificationsT>();

beforeAll(async () => {
  const i18n = createInstance();
  const resources: Record<string, { notifications: Tree }> = {};
  for (const [path, tree] of Object.entries(files)) {
    const language = /locales\/(\w+)\//.exec(path)?.[1] ?? '';
    resources[language] = { notifications: tree };
  }
  await i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  for (const language of languages) {
    translators.set(language, i18n.getFixedT(language, 'notifications') as unknown as NotificationsT);
  }
});

const ayse = { id: 7, username: 'ayse', fullname: 'Ayşe Yılmaz', photoUrl: null };

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'post_liked',
    read: false,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    related_parameter: 40,
    content: 7,
    extra_parameter: 1,
    actor: ayse,
    post: { id: 40, share: 'abc123', excerpt: 'gg wp', is_deleted: false },
    organization: null,
    request_status: null,
    subject: null,
    ...overrides,
  };
}

const text = (language: Language, n: Notification, organization?: string) =>
  rowText(describeNotification(n, organization), translators.get(language)!);

/** Sentences about what happened to a place rather than what someone did: the actor is named within. */
const actorWithin = new Set<Notification['type']>(['eventPromoted']);

describe('notification rows', () => {
  it.each([...languages])('%s has its own sentence for every type, naming the actor', (language) => {
    const sentences = new Map<string, string>();
    for (const type of notificationTypes) {
      const sentence = text(language, notification({ type }));
      expect(sentence, `${language} ${type}`).toMatch(actorWithin.has(type) ? /\bAyşe Yılmaz\b/ : /^Ayşe Yılmaz /);
      expect(sentence).not.toMatch(/row\.|\{\{|<b>/);
      sentences.set(type, sentence);
    }
    // A few types read alike on purpose (the legacy `liked` and `post_liked`); most must differ.
    expect(new Set(sentences.values()).size).toBeGreaterThanOrEqual(notificationTypes.length - 3);
  });

  it('groups the actors from extra_parameter', () => {
    const grouped = notification({ extra_parameter: 4 });
    expect(text('en', grouped)).toBe('Ayşe Yılmaz and 3 others hit your post');
    expect(text('en', notification({ extra_parameter: 2 }))).toBe('Ayşe Yılmaz and 1 other hit your post');
    expect(text('tr', grouped)).toBe('Ayşe Yılmaz ve 3 kişi daha gönderine hit verdi');
    expect(text('es', grouped)).toBe('Ayşe Yılmaz y 3 personas más dieron hit a tu publicación');
    expect(text('es', notification())).toBe('Ayşe Yılmaz dio hit a tu publicación');
  });

  it('does not read a lobby id as a number of actors', () => {
    const application = notification({ type: 'lobbyApplication', extra_parameter: 55, post: null });
    expect(text('en', application)).toBe('Ayşe Yılmaz applied to your lobby');
    expect(describeNotification(application).href).toBe('/lobby/55');
  });

  it('tells a player moved up from the waiting list whose event they are going to, counted once', () => {
    const promoted = notification({ type: 'eventPromoted', related_parameter: 12, extra_parameter: 3, post: null });
    expect(text('en', promoted)).toBe("A place opened up: you're now going to Ayşe Yılmaz's event");
    expect(text('tr', promoted)).toBe('Ayşe Yılmaz tarafından düzenlenen etkinlikte yer açıldı: artık katılıyorsun');
    expect(text('es', promoted)).toBe('Se liberó una plaza: ahora vas al evento de Ayşe Yılmaz');
    expect(describeNotification(promoted)).toMatchObject({ count: 1, href: '/events/12' });
  });

  it('names the lobby by its game and the event by its name, in every language', () => {
    const lobby = { post: null, extra_parameter: 55, subject: { name: 'Valorant' } };
    const event = { post: null, related_parameter: 12, subject: { name: 'Friday cup' } };
    const applied = notification({ type: 'lobbyApplication', ...lobby });
    expect(text('en', applied)).toBe('Ayşe Yılmaz applied to your Valorant lobby');
    expect(text('tr', applied)).toBe('Ayşe Yılmaz Valorant lobine başvurdu');
    expect(text('es', applied)).toBe('Ayşe Yılmaz se postuló a tu lobby de Valorant');
    expect(text('en', notification({ type: 'lobbyApproved', ...lobby }))).toBe(
      'Ayşe Yılmaz approved your application to their Valorant lobby',
    );
    expect(text('es', notification({ type: 'lobbyRejected', ...lobby }))).toBe(
      'Ayşe Yılmaz rechazó tu solicitud a su lobby de Valorant',
    );
    const promoted = notification({ type: 'eventPromoted', ...event });
    expect(text('en', promoted)).toBe("A place opened up: you're now going to Friday cup by Ayşe Yılmaz");
    expect(text('tr', promoted)).toBe(
      'Ayşe Yılmaz tarafından düzenlenen Friday cup etkinliğinde yer açıldı: artık katılıyorsun',
    );
    expect(text('es', promoted)).toBe('Se liberó una plaza: ahora vas a Friday cup, de Ayşe Yılmaz');
    const reminder = notification({ type: 'eventReminder', ...event });
    expect(text('en', reminder)).toBe('Friday cup by Ayşe Yılmaz starts in an hour');
    expect(text('tr', reminder)).toBe('Ayşe Yılmaz tarafından düzenlenen Friday cup etkinliği bir saat sonra başlıyor');
    expect(text('es', reminder)).toBe('Friday cup, de Ayşe Yılmaz, empieza en una hora');
  });

  it('orders the invite phrase as each language does', () => {
    const invite = notification({ type: 'inviteOrganization', related_parameter: 3, post: null });
    const en = text('en', invite, 'Night Owls');
    const tr = text('tr', invite, 'Night Owls');
    const es = text('es', invite, 'Night Owls');
    expect(en).toBe('Ayşe Yılmaz invited you to join Night Owls');
    expect(en.indexOf('invited you')).toBeLessThan(en.indexOf('Night Owls'));
    expect(tr).toBe('Ayşe Yılmaz seni Night Owls organizasyonuna davet etti');
    expect(tr.indexOf('Night Owls')).toBeLessThan(tr.indexOf('davet etti'));
    expect(es).toBe('Ayşe Yılmaz te invitó a unirte a Night Owls');
    // Without a known name the phrase still reads naturally.
    expect(text('en', invite)).toBe('Ayşe Yılmaz invited you to join their organization');
  });

  it('shows a missing actor as the unknown user', () => {
    expect(text('en', notification({ actor: null }))).toBe('Unknown user hit your post');
    expect(text('tr', notification({ actor: null }))).toBe('Bilinmeyen kullanıcı gönderine hit verdi');
  });
});

describe('notification links', () => {
  it('leads post types to the post by its share handle, and a deleted one to /shared/undefined', () => {
    expect(describeNotification(notification()).href).toBe('/shared/abc123');
    const deleted = notification({ post: { id: 40, share: 'abc123', excerpt: '', is_deleted: true } });
    expect(describeNotification(deleted)).toMatchObject({ href: '/shared/undefined', postDeleted: true });
  });

  it('leads people types to the profile and organization types to the organization', () => {
    expect(describeNotification(notification({ type: 'followed', post: null })).href).toBe('/profile/ayse');
    expect(describeNotification(notification({ type: 'request', actor: null, post: null })).href).toBe('/profile/40');
    const organization = { id: 40, code: 'zephyr-esports', name: 'Zephyr Esports' };
    const roleUpdate = describeNotification(
      notification({ type: 'organizationRoleUpdated', post: null, organization }),
    );
    expect(roleUpdate.href).toBe('/organization/zephyr-esports');
    expect(roleUpdate.organization).toBe('Zephyr Esports');
    // A deleted organization leaves a row with no link.
    expect(describeNotification(notification({ type: 'inviteOrganization', post: null })).href).toBeNull();
  });
});
