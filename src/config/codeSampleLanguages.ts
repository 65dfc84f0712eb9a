/**
 * Code-sample tabs on API operation pages, in the order of spec section 9.
 * Each entry names a postman-code-generators language and variant.
 */
export interface CodeSampleLanguage {
  readonly highlight: string;
  readonly language: string;
  readonly logoClass: string;
  readonly variant?: string;
  readonly variants?: readonly string[];
}

export const codeSampleLanguages: readonly CodeSampleLanguage[] = [
  { highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests' },
  { highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'curl' },
  { highlight: 'csharp', language: 'csharp', logoClass: 'csharp', variant: 'httpclient' },
  { highlight: 'go', language: 'go', logoClass: 'go', variant: 'native' },
  { highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios' },
  { highlight: 'ruby', language: 'ruby', logoClass: 'ruby', variant: 'net::http' },
  { highlight: 'php', language: 'php', logoClass: 'php', variant: 'curl' },
  { highlight: 'java', language: 'java', logoClass: 'java', variant: 'unirest', variants: ['unirest'] },
  { highlight: 'powershell', language: 'powershell', logoClass: 'powershell', variant: 'restmethod' },
];
