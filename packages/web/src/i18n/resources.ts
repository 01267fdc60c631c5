import type { BackendModule, ReadCallback } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };

// Every JSON under locales/<lang>/ is a namespace; each becomes its own chunk, loaded only for the languages in use.
const loaders = import.meta.glob<LocaleModule>('./locales/*/*.json');

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
