/** One message of a chat-completions conversation. */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The AI service could not answer (down, refused the key, cut the stream). */
export class AiUnavailableError extends Error {}

/**
 * A chat model that answers in pieces as they are written. `kind: 'none'` when
 * no service is configured: the feature then answers 未开通 and never calls it.
 */
export interface AiProvider {
  readonly kind: 'http' | 'none';
  chat(messages: AiMessage[], opts?: { signal?: AbortSignal; maxTokens?: number }): AsyncIterable<string>;
}

/**
 * An OpenAI-compatible chat-completions service (OpenAI, DeepSeek, Qwen's compatible
 * mode, a local server): POST {baseUrl}/chat/completions with stream: true; the answer
 * is server-sent events `data: {choices:[{delta:{content}}]}` ending with `data: [DONE]`.
 */
export function createOpenAiCompatibleProvider(opts: { baseUrl: string; apiKey: string; model: string; timeoutMs: number }): AiProvider {
  return {
    kind: 'http',
    async *chat(messages, o = {}) {
      const signals = [AbortSignal.timeout(opts.timeoutMs), ...(o.signal ? [o.signal] : [])];
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}`, accept: 'text/event-stream' },
          body: JSON.stringify({ model: opts.model, messages, stream: true, ...(o.maxTokens ? { max_tokens: o.maxTokens } : {}) }),
          signal: AbortSignal.any(signals),
        });
      } catch (e) {
        throw new AiUnavailableError(`AI service unreachable: ${(e as Error).message}`);
      }
      if (!res.ok || !res.body) throw new AiUnavailableError(`AI service answered ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl).trim();
            buffer = buffer.slice(nl + 1);
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') return;
            let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
            try {
              parsed = JSON.parse(data) as typeof parsed;
            } catch {
              continue;
            }
            if (parsed.error) throw new AiUnavailableError('AI service reported an error mid-answer');
            const piece = parsed.choices?.[0]?.delta?.content;
            if (typeof piece === 'string' && piece) yield piece;
          }
        }
      } catch (e) {
        if (e instanceof AiUnavailableError) throw e;
        throw new AiUnavailableError(`AI answer cut off: ${(e as Error).message}`);
      }
      throw new AiUnavailableError('AI answer ended without [DONE]');
    },
  };
}

export const noAiProvider: AiProvider = {
  kind: 'none',
  // eslint-disable-next-line require-yield -- never called: the service answers 未开通 first
  async *chat() {
    throw new AiUnavailableError('AI not configured');
  },
};
