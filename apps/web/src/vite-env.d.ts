/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' to send the bearer token outside development too (spec part 1 §6). */
  readonly VITE_USE_BEARER?: string;
  /** 'off' compiles the /dev/ui gallery out of the build (docs/decisions/021-ui-gallery.md). */
  readonly VITE_UI_GALLERY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
