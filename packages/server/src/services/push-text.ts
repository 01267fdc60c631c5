import { singleActorNotificationTypes, type Language, type Notification } from '@gamefolk/contract';

/** What a phrase is told: who acted (one name, or "Ayşe and 3 others"), how many did, and the organization's name. */
interface Said {
  who: string;
  count: number;
  /** For organization notifications; null once the organization is gone. */
  organization: string | null;
  /** For lobby types the lobby's game, for event types the event's name; null once it is gone. */
  subject: string | null;
}
type Phrase = (said: Said) => string;
const and = { en: 'and', tr: 've', es: 'y' } as const;
const othersWord = { en: 'others', tr: 'kişi daha', es: 'más' } as const;

/** "Ayşe", or "Ayşe and 3 others" when several acted. */
function who(actor: string, count: number, lang: Language) {
  return count > 1 ? `${actor} ${and[lang]} ${count - 1} ${othersWord[lang]}` : actor;
}

/** A Spanish verb agrees with "Ayşe y 3 más" (plural) as with "Ayşe" (singular). */
const es = (singular: string, plural: string) => (count: number) => (count > 1 ? plural : singular);
const esVerb = {
  followed: es('empezó', 'empezaron'),
  wants: es('quiere', 'quieren'),
  accepted: es('aceptó', 'aceptaron'),
  mentioned: es('te mencionó', 'te mencionaron'),
  reposted: es('compartió', 'compartieron'),
  hit: es('dio', 'dieron'),
  commented: es('comentó', 'comentaron'),
  replied: es('respondió', 'respondieron'),
  updated: es('actualizó', 'actualizaron'),
  assigned: es('te asignó', 'te asignaron'),
  invited: es('te invitó', 'te invitaron'),
};

// Every type has its line in every language (the type says so); the plain line is for an actor who is gone.
const phrases: Record<Language, Record<Notification['type'], Phrase>> = {
  en: {
    followed: ({ who }) => `${who} followed you`,
    request: ({ who }) => `${who} wants to connect`,
    accepted: ({ who }) => `${who} accepted your connection request`,
    mentioned: ({ who }) => `${who} mentioned you`,
    reposted: ({ who }) => `${who} reposted your post`,
    liked: ({ who }) => `${who} hit your post`,
    post_liked: ({ who }) => `${who} hit your post`,
    comment_liked: ({ who }) => `${who} hit your comment`,
    commented: ({ who }) => `${who} commented on your post`,
    post_commented: ({ who }) => `${who} commented on your post`,
    comment_commented: ({ who }) => `${who} replied to your comment`,
    post_comment_commented: ({ who }) => `${who} replied in your post's thread`,
    community_commented: ({ who }) => `${who} commented on your organization's post`,
    community_comment_commented: ({ who }) => `${who} replied to your comment on an organization post`,
    community_post_liked: ({ who }) => `${who} hit your organization's post`,
    community_comment_liked: ({ who }) => `${who} hit your comment on an organization post`,
    organizationRoleUpdated: ({ who, organization }) =>
      organization ? `${who} updated your role in ${organization}` : `${who} updated your role in their organization`,
    organizationRoleCreated: ({ who, organization }) =>
      organization ? `${who} gave you a role in ${organization}` : `${who} gave you a role in their organization`,
    inviteOrganization: ({ who, organization }) =>
      organization ? `${who} invited you to join ${organization}` : `${who} invited you to join their organization`,
    lobbyApplication: ({ who, subject }) => `${who} applied to your ${subject ? `${subject} ` : ''}lobby`,
    lobbyApproved: ({ who, subject }) =>
      `${who} approved your application to their ${subject ? `${subject} ` : ''}lobby`,
    lobbyRejected: ({ who, subject }) =>
      `${who} declined your application to their ${subject ? `${subject} ` : ''}lobby`,
    eventReminder: ({ who, subject }) =>
      subject ? `${subject} by ${who} starts in an hour` : `${who} starts an event you're going to in an hour`,
    eventPromoted: ({ who, subject }) =>
      subject
        ? `A place opened up: you're now going to ${subject} by ${who}`
        : `A place opened up: you're now going to ${who}'s event`,
  },
  tr: {
    followed: ({ who }) => `${who} seni takip etti`,
    request: ({ who }) => `${who} bağlantı kurmak istiyor`,
    accepted: ({ who }) => `${who} bağlantı isteğini kabul etti`,
    mentioned: ({ who }) => `${who} senden bahsetti`,
    reposted: ({ who }) => `${who} gönderini paylaştı`,
    liked: ({ who }) => `${who} gönderine hit verdi`,
    post_liked: ({ who }) => `${who} gönderine hit verdi`,
    comment_liked: ({ who }) => `${who} yorumuna hit verdi`,
    commented: ({ who }) => `${who} gönderine yorum yaptı`,
    post_commented: ({ who }) => `${who} gönderine yorum yaptı`,
    comment_commented: ({ who }) => `${who} yorumuna yanıt verdi`,
    post_comment_commented: ({ who }) => `${who} gönderindeki bir yoruma yanıt verdi`,
    community_commented: ({ who }) => `${who} organizasyonunun gönderisine yorum yaptı`,
    community_comment_commented: ({ who }) => `${who} bir organizasyon gönderisindeki yorumuna yanıt verdi`,
    community_post_liked: ({ who }) => `${who} organizasyonunun gönderisine hit verdi`,
    community_comment_liked: ({ who }) => `${who} bir organizasyon gönderisindeki yorumuna hit verdi`,
    organizationRoleUpdated: ({ who, organization }) =>
      organization
        ? `${who}, ${organization} organizasyonundaki rolünü güncelledi`
        : `${who} organizasyonundaki rolünü güncelledi`,
    organizationRoleCreated: ({ who, organization }) =>
      organization
        ? `${who} sana ${organization} organizasyonunda bir rol verdi`
        : `${who} sana organizasyonunda bir rol verdi`,
    inviteOrganization: ({ who, organization }) =>
      organization
        ? `${who} seni ${organization} organizasyonuna davet etti`
        : `${who} seni organizasyonuna davet etti`,
    lobbyApplication: ({ who, subject }) => (subject ? `${who} ${subject} lobine başvurdu` : `${who} lobine başvurdu`),
    lobbyApproved: ({ who, subject }) =>
      subject ? `${who} ${subject} lobisine başvurunu onayladı` : `${who} lobi başvurunu onayladı`,
    lobbyRejected: ({ who, subject }) =>
      subject ? `${who} ${subject} lobisine başvurunu reddetti` : `${who} lobi başvurunu reddetti`,
    eventReminder: ({ who, subject }) =>
      subject
        ? `${who} tarafından düzenlenen ${subject} etkinliği bir saat sonra başlıyor`
        : `${who} bir saat sonra katılacağın etkinliği başlatıyor`,
    eventPromoted: ({ who, subject }) =>
      subject
        ? `${who} tarafından düzenlenen ${subject} etkinliğinde yer açıldı: artık katılıyorsun`
        : `${who} tarafından düzenlenen etkinlikte yer açıldı: artık katılıyorsun`,
  },
  es: {
    followed: ({ who, count }) => `${who} ${esVerb.followed(count)} a seguirte`,
    request: ({ who, count }) => `${who} ${esVerb.wants(count)} conectar contigo`,
    accepted: ({ who, count }) => `${who} ${esVerb.accepted(count)} tu solicitud de conexión`,
    mentioned: ({ who, count }) => `${who} ${esVerb.mentioned(count)}`,
    reposted: ({ who, count }) => `${who} ${esVerb.reposted(count)} tu publicación`,
    liked: ({ who, count }) => `${who} ${esVerb.hit(count)} hit a tu publicación`,
    post_liked: ({ who, count }) => `${who} ${esVerb.hit(count)} hit a tu publicación`,
    comment_liked: ({ who, count }) => `${who} ${esVerb.hit(count)} hit a tu comentario`,
    commented: ({ who, count }) => `${who} ${esVerb.commented(count)} tu publicación`,
    post_commented: ({ who, count }) => `${who} ${esVerb.commented(count)} tu publicación`,
    comment_commented: ({ who, count }) => `${who} ${esVerb.replied(count)} a tu comentario`,
    post_comment_commented: ({ who, count }) => `${who} ${esVerb.replied(count)} en tu publicación`,
    community_commented: ({ who, count }) => `${who} ${esVerb.commented(count)} la publicación de tu organización`,
    community_comment_commented: ({ who, count }) =>
      `${who} ${esVerb.replied(count)} a tu comentario en una publicación de organización`,
    community_post_liked: ({ who, count }) => `${who} ${esVerb.hit(count)} hit a la publicación de tu organización`,
    community_comment_liked: ({ who, count }) =>
      `${who} ${esVerb.hit(count)} hit a tu comentario en una publicación de organización`,
    organizationRoleUpdated: ({ who, count, organization }) =>
      `${who} ${esVerb.updated(count)} tu rol en ${organization ?? 'su organización'}`,
    organizationRoleCreated: ({ who, count, organization }) =>
      `${who} ${esVerb.assigned(count)} un rol en ${organization ?? 'su organización'}`,
    inviteOrganization: ({ who, count, organization }) =>
      `${who} ${esVerb.invited(count)} a unirte a ${organization ?? 'su organización'}`,
    lobbyApplication: ({ who, subject }) => `${who} se postuló a tu lobby${subject ? ` de ${subject}` : ''}`,
    lobbyApproved: ({ who, subject }) => `${who} aprobó tu solicitud a su lobby${subject ? ` de ${subject}` : ''}`,
    lobbyRejected: ({ who, subject }) => `${who} rechazó tu solicitud a su lobby${subject ? ` de ${subject}` : ''}`,
    eventReminder: ({ who, subject }) =>
      subject ? `${subject}, de ${who}, empieza en una hora` : `${who} empieza en una hora un evento al que vas`,
    eventPromoted: ({ who, subject }) =>
      subject
        ? `Se liberó una plaza: ahora vas a ${subject}, de ${who}`
        : `Se liberó una plaza: ahora vas al evento de ${who}`,
  },
};
const fallback = {
  en: 'You have a new notification',
  tr: 'Yeni bir bildirimin var',
  es: 'Tienes una notificación nueva',
};

/** The one line a push shows, in the recipient's language. */
export function pushText(notification: Notification, lang: Language): string {
  const phrase = phrases[lang][notification.type];
  const actor = notification.actor?.fullname;
  if (!actor) return fallback[lang];
  const count = singleActorNotificationTypes.has(notification.type) ? 1 : Math.max(1, notification.extra_parameter);
  return phrase({
    who: who(actor, count, lang),
    count,
    organization: notification.organization?.name ?? null,
    subject: notification.subject?.name ?? null,
  });
}
