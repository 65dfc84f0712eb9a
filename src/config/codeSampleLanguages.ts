/**
 * Code-sample tabs on API operation pages, in the order of spec section 9.
 * Each entry names a postman-code-generators language and variant.
 */
export interface CodeSampleLanguage {
  /** Shown in prose; not passed to the theme. */
  readonly label: string;
  readonly highlight: string;
  readonly language: string;
  readonly logoClass: string;
  readonly variant?: string;
  readonly variants?: readonly string[];
}

export const codeSampleLanguages: readonly CodeSampleLanguage[] = [
  { label: 'Python', highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests' },
  { label: 'curl', highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'curl' },
  { label: 'C#', highlight: 'csharp', language: 'csharp', logoClass: 'csharp', variant: 'httpclient' },
  { label: 'Go', highlight: 'go', language: 'go', logoClass: 'go', variant: 'native' },
  { label: 'Node.js', highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios' },
  { label: 'Ruby', highlight: 'ruby', language: 'ruby', logoClass: 'ruby', variant: 'net::http' },
  { label: 'PHP', highlight: 'php', language: 'php', logoClass: 'php', variant: 'curl' },
  { label: 'Java', highlight: 'java', language: 'java', logoClass: 'java', variant: 'unirest', variants: ['unirest'] },
  { label: 'PowerShell', highlight: 'powershell', language: 'powershell', logoClass: 'powershell', variant: 'restmethod' },
];
