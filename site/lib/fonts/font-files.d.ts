/** Font files imported as modules are emitted as static assets: the import is their public URL (next.config.ts). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
