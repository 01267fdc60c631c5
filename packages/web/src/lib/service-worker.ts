/**
 * Registers public/sw.js once the app runs (not on a prerendered page a visitor only reads, which loads no app):
 * it keeps the app's shell for an offline start and an offline page, makes the app installable, and shows pushes.
 * Not in development, where Vite serves the sources and nothing is worth keeping.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
