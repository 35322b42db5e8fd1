/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly STORYBOOK_THEME?: string;
}
