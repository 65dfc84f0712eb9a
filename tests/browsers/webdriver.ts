/**
 * The few W3C WebDriver commands the WebKit run needs (new session, navigate, execute an async
 * script, set the window's size, end the session), sent as the standard's JSON over HTTP.
 */
export class WebDriverSession {
  private constructor(
    private readonly driver: string,
    private readonly id: string,
  ) {}

  /** Waits for the driver to listen (up to 30 s), then opens a session with these capabilities. */
  static async start(driver: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const deadline = Date.now() + 30_000;
    while (!(await fetch(`${driver}/status`).then((response) => response.ok, () => false))) {
      if (Date.now() > deadline) throw new Error(`no WebDriver at ${driver} after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { sessionId } = await command<{ sessionId: string }>(`${driver}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(driver, sessionId);
  }

  navigate(url: string): Promise<void> {
    return this.send('POST', '/url', { url });
  }

  /** Runs `script` as an async function body; it ends by calling `arguments[0]` with its result. */
  executeAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/async', { script, args });
  }

  /**
   * Sizes the window so that the page's viewport is `width` × `height` CSS pixels: the window's
   * frame and toolbar take some of its size, measured once and added.
   */
  async setViewportWidth(width: number, height: number): Promise<void> {
    await this.send('POST', '/window/rect', { width, height });
    const inner = await this.executeAsync<{ width: number; height: number }>('arguments[0]({ width: innerWidth, height: innerHeight })');
    await this.send('POST', '/window/rect', { width: width + (width - inner.width), height: height + (height - inner.height) });
  }

  async end(): Promise<void> {
    await this.send('DELETE', '');
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(`${this.driver}/session/${this.id}${path}`, method, body);
  }
}

async function command<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${answer.value?.error}: ${answer.value?.message}`);
  return answer.value;
}
