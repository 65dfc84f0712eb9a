/** Source files imported as text by guide pages (src/plugins/rawSource.ts). */
declare module '*?raw' {
  const source: string;
  export default source;
}
