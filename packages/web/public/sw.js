// Gamefolk's service worker: keeps the app shell for when the network is gone (an offline page in the visitor's
// language instead of the browser's error), shows Web Push notifications and opens what they are about.
// Push payload from the server: { title, body, url, tag }.

// A new name (when this file changes) starts a fresh cache; activate drops the older ones.
const SHELL_CACHE = 'gamefolk-shell-v1';
const OFFLINE_PAGE = '/offline.html';
const SHELL_FILES = [
  OFFLINE_PAGE,
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** The built app's entry and the hashed files it names (scripts, styles), so its next start needs no network. */
async function precacheShell(cache) {
  await cache.addAll(SHELL_FILES);
  try {
    const response = await fetch('/index.html', { cache: 'no-cache' });
    if (!response.ok) return;
    const html = await response.clone().text();
    const assets = new Set();
    for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(match[1]);
    await cache.put('/index.html', response);
    await cache.addAll([...assets]);
  } catch {
    // The app's files are also kept the first time they are used.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then(precacheShell)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('gamefolk-shell-') && name !== SHELL_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Pages: the network first (always the current page), the offline page when it cannot be reached. */
async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline || Response.error();
  }
}

/** Hashed files never change under their name: the cache first, kept on first use. */
async function hashedAsset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The shell's other files: the network first, the kept copy offline. */
async function shellFile(request) {
  try {
    return await fetch(request);
  } catch {
    const kept = await caches.match(request);
    return kept || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other sites (GIPHY's media, the CDN) and our API and sockets go to the network untouched, never into a cache.
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws/') || url.pathname.startsWith('/files/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(shellFile(request));
  }
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
      // A chat's push replaces the last of its conversation (same tag) and still alerts.
      renotify: typeof payload.tag === 'string' && payload.tag.startsWith('chat'),
      icon: '/icons/icon-192.png',
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
