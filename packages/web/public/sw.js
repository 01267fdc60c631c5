// Gamefolk's service worker: shows Web Push notifications and opens what they are about.
// Payload from the server: { title, body, url, tag }.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** Only paths of this site are opened, whatever a payload says. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/notifications', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/notifications', self.location.origin).href;
  } catch {
    return new URL('/notifications', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Gamefolk';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((client) => client.url === url);
      if (exact) return exact.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() only works on a page this worker controls; otherwise open a new one.
        if ('navigate' in focused) {
          try {
            return await focused.navigate(url);
          } catch {
            // fall through to a new window
          }
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
