import type { Language, Notification } from '@gamefolk/contract';

type Phrase = (actor: string, others: number) => string;
const and = { en: 'and', tr: 've', es: 'y' } as const;
const othersWord = { en: 'others', tr: 'kişi daha', es: 'más' } as const;

/** "Ayşe", or "Ayşe and 3 others" when several acted. */
function who(actor: string, count: number, lang: Language) {
  return count > 1 ? `${actor} ${and[lang]} ${count - 1} ${othersWord[lang]}` : actor;
}

const phrases: Record<Language, Partial<Record<Notification['type'], Phrase>>> = {
  en: {
    followed: (a) => `${a} followed you`,
    request: (a) => `${a} wants to connect`,
    accepted: (a) => `${a} accepted your connection request`,
    mentioned: (a) => `${a} mentioned you`,
    reposted: (a) => `${a} reposted your post`,
    post_liked: (a) => `${a} hit your post`,
    comment_liked: (a) => `${a} hit your comment`,
    post_commented: (a) => `${a} commented on your post`,
    comment_commented: (a) => `${a} replied to your comment`,
    post_comment_commented: (a) => `${a} replied in your post's thread`,
    lobbyApplication: (a) => `${a} applied to your lobby`,
    lobbyApproved: (a) => `${a} approved your application to their lobby`,
    lobbyRejected: (a) => `${a} declined your application to their lobby`,
    eventReminder: (a) => `${a} starts an event you're going to in an hour`,
    eventPromoted: (a) => `A place opened up: you're now going to ${a}'s event`,
  },
  tr: {
    followed: (a) => `${a} seni takip etti`,
    request: (a) => `${a} bağlantı kurmak istiyor`,
    accepted: (a) => `${a} bağlantı isteğini kabul etti`,
    mentioned: (a) => `${a} senden bahsetti`,
    reposted: (a) => `${a} gönderini paylaştı`,
    post_liked: (a) => `${a} gönderine hit verdi`,
    comment_liked: (a) => `${a} yorumuna hit verdi`,
    post_commented: (a) => `${a} gönderine yorum yaptı`,
    comment_commented: (a) => `${a} yorumuna yanıt verdi`,
    post_comment_commented: (a) => `${a} gönderindeki bir yoruma yanıt verdi`,
    lobbyApplication: (a) => `${a} lobine başvurdu`,
    lobbyApproved: (a) => `${a} lobi başvurunu onayladı`,
    lobbyRejected: (a) => `${a} lobi başvurunu reddetti`,
    eventReminder: (a) => `${a} bir saat sonra katılacağın etkinliği başlatıyor`,
    eventPromoted: (a) => `${a} tarafından düzenlenen etkinlikte yer açıldı: artık katılıyorsun`,
  },
  es: {
    followed: (a) => `${a} empezó a seguirte`,
    request: (a) => `${a} quiere conectar contigo`,
    accepted: (a) => `${a} aceptó tu solicitud de conexión`,
    mentioned: (a) => `${a} te mencionó`,
    reposted: (a) => `${a} compartió tu publicación`,
    post_liked: (a) => `${a} dio hit a tu publicación`,
    comment_liked: (a) => `${a} dio hit a tu comentario`,
    post_commented: (a) => `${a} comentó tu publicación`,
    comment_commented: (a) => `${a} respondió a tu comentario`,
    post_comment_commented: (a) => `${a} respondió en tu publicación`,
    lobbyApplication: (a) => `${a} se postuló a tu lobby`,
    lobbyApproved: (a) => `${a} aprobó tu solicitud a su lobby`,
    lobbyRejected: (a) => `${a} rechazó tu solicitud a su lobby`,
    eventReminder: (a) => `${a} empieza en una hora un evento al que vas`,
    eventPromoted: (a) => `Se liberó una plaza: ahora vas al evento de ${a}`,
  },
};
const fallback = {
  en: 'You have a new notification',
  tr: 'Yeni bir bildirimin var',
  es: 'Tienes una notificación nueva',
};

/** Types with one actor each, whose extra_parameter is not a count (a lobby's id, or 1). */
const single = new Set<Notification['type']>([
  'lobbyApplication',
  'lobbyApproved',
  'lobbyRejected',
  'eventReminder',
  'eventPromoted',
]);

/** The one line a push shows, in the recipient's language. */
export function pushText(notification: Notification, lang: Language): string {
  const phrase = phrases[lang][notification.type];
  const actor = notification.actor?.fullname;
  const count = single.has(notification.type) ? 1 : notification.extra_parameter;
  return phrase && actor ? phrase(who(actor, count, lang), count) : fallback[lang];
}
