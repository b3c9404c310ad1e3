/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' to send the bearer token outside development too (spec part 1 §6). */
  readonly VITE_USE_BEARER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
