// The variables this app reads from `.env` files or the environment: Vite exposes the `VITE_` ones
// to browser code as `import.meta.env`. The template's tsconfig.app.json loads `vite/client`.
interface ImportMetaEnv {
  /** The API's base URL, e.g. `https://api.guildforge.io/v1`, or a Prism mock's URL. */
  readonly VITE_GUILDFORGE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
