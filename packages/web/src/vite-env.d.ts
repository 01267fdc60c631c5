/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_IOS_STORE_URL?: string;
  readonly VITE_ANDROID_STORE_URL?: string;
  readonly VITE_OAUTH_RETURN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
